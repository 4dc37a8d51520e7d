export const id = 411;
export const ids = [411];
export const modules = {

/***/ 5792:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   x: () => (/* binding */ SCHEMA_DATA)
/* harmony export */ });
/** The schema of each form, as JSON Schema data. */
const SCHEMA_DATA = {
    "current": {
        "type": "object",
        "required": [
            "name"
        ],
        "properties": {
            "name": {
                "type": "string",
                "x-expected": "a string",
                "minLength": 1,
                "description": "Name of the component."
            },
            "version": {
                "type": "string",
                "x-expected": "a string",
                "minLength": 1,
                "maxLength": 128,
                "default": "unknown",
                "description": "The component's own version."
            },
            "description": {
                "type": "string",
                "x-expected": "a string",
                "default": "",
                "description": "Free-text description."
            },
            "build_config": {
                "anyOf": [
                    {
                        "type": "object",
                        "properties": {
                            "base_image": {
                                "type": "string",
                                "x-expected": "a string",
                                "minLength": 1,
                                "pattern": "^(?:(?:(?:[a-zA-Z0-9](?:[a-zA-Z0-9-]*[a-zA-Z0-9])?(?:\\.[a-zA-Z0-9](?:[a-zA-Z0-9-]*[a-zA-Z0-9])?)*|\\[[a-fA-F0-9:]+\\])(?::[0-9]+)?)/)?[a-z0-9]+(?:(?:[._]|__|-+)[a-z0-9]+)*(?:/[a-z0-9]+(?:(?:[._]|__|-+)[a-z0-9]+)*)*(?::[A-Za-z0-9_][A-Za-z0-9_.-]{0,127})?(?:@(?:sha256:[a-f0-9]{64}|sha384:[a-f0-9]{96}|sha512:[a-f0-9]{128}))?$",
                                "x-code": "invalid-image",
                                "default": "debian:bookworm-slim",
                                "description": "Debian- or Ubuntu-based image the build starts from."
                            },
                            "target_platform": {
                                "type": "string",
                                "x-expected": "a string",
                                "pattern": "^(?:[\\t-\\r\\x1c-\\x20\\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000]*native[\\t-\\r\\x1c-\\x20\\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000]*|[lL][iI][nN][uU][xX](?:\\([A-Za-z0-9_.%-]*(?:\\+[A-Za-z0-9_.%-]+)*\\))?(?:/(?:386|[aA][mM][dD]64|[aA][mM][dD]64[pP]32|[aA][rR][mM]|[aA][rR][mM][bB][eE]|[aA][rR][mM]64|[aA][rR][mM]64[bB][eE]|[pP][pP][cC]64|[pP][pP][cC]64[lL][eE]|[lL][oO][oO][nN][gG]64|[mM][iI][pP][sS]|[mM][iI][pP][sS][lL][eE]|[mM][iI][pP][sS]64|[mM][iI][pP][sS]64[lL][eE]|[mM][iI][pP][sS]64[pP]32|[mM][iI][pP][sS]64[pP]32[lL][eE]|[pP][pP][cC]|[rR][iI][sS][cC][vV]|[rR][iI][sS][cC][vV]64|[sS]390|[sS]390[xX]|[sS][pP][aA][rR][cC]|[sS][pP][aA][rR][cC]64|[wW][aA][sS][mM]|[iI]386|[xX]86_64|[xX]86-64|[aA][aA][rR][cC][hH]64|[aA][rR][mM][hH][fF]|[aA][rR][mM][eE][lL])(?:/[A-Za-z0-9_.-]+)?)?|(?:386|[aA][mM][dD]64|[aA][mM][dD]64[pP]32|[aA][rR][mM]|[aA][rR][mM][bB][eE]|[aA][rR][mM]64|[aA][rR][mM]64[bB][eE]|[pP][pP][cC]64|[pP][pP][cC]64[lL][eE]|[lL][oO][oO][nN][gG]64|[mM][iI][pP][sS]|[mM][iI][pP][sS][lL][eE]|[mM][iI][pP][sS]64|[mM][iI][pP][sS]64[lL][eE]|[mM][iI][pP][sS]64[pP]32|[mM][iI][pP][sS]64[pP]32[lL][eE]|[pP][pP][cC]|[rR][iI][sS][cC][vV]|[rR][iI][sS][cC][vV]64|[sS]390|[sS]390[xX]|[sS][pP][aA][rR][cC]|[sS][pP][aA][rR][cC]64|[wW][aA][sS][mM]|[iI]386|[xX]86_64|[xX]86-64|[aA][aA][rR][cC][hH]64|[aA][rR][mM][hH][fF]|[aA][rR][mM][eE][lL]))$",
                                "x-code": "invalid-platform",
                                "default": "native",
                                "description": "\"native\", or a container platform such as linux/arm64."
                            },
                            "extra_packages": {
                                "type": "array",
                                "items": {
                                    "type": "string",
                                    "x-expected": "a string",
                                    "pattern": "^[ \\t]*(?:[a-z0-9][a-z0-9+.-]+(?::[a-z0-9-]+)?(?:=[A-Za-z0-9.+~:*-]+|/[a-z0-9][a-z0-9.-]*)?(?:[ \\t]+[a-z0-9][a-z0-9+.-]+(?::[a-z0-9-]+)?(?:=[A-Za-z0-9.+~:*-]+|/[a-z0-9][a-z0-9.-]*)?)*)?[ \\t]*$",
                                    "x-code": "invalid-package-name"
                                },
                                "x-expected": "a list of strings",
                                "description": "Debian packages installed with apt-get.",
                                "default": []
                            },
                            "package_data": {
                                "anyOf": [
                                    {
                                        "type": "array",
                                        "items": {
                                            "type": "array",
                                            "additionalItems": false,
                                            "items": [
                                                {
                                                    "type": "string",
                                                    "x-expected": "a string",
                                                    "description": "source, relative to the directory holding component_api.py",
                                                    "x-editor": {
                                                        "allOf": [
                                                            {
                                                                "pattern": "^[^\\x00-\\x1f]*$",
                                                                "x-code": "invalid-path"
                                                            },
                                                            {
                                                                "pattern": "^(?!/|[/\\\\]{2}|[^/\\\\]:[/\\\\]|\\\\(?:[/\\\\]|\\.(?=[/\\\\]|$))*:[/\\\\](?:[/\\\\]|\\.(?=[/\\\\]|$))*(?!\\.(?:[/\\\\]|$))[^/\\\\])",
                                                                "x-code": "absolute-path"
                                                            }
                                                        ]
                                                    }
                                                },
                                                {
                                                    "type": "string",
                                                    "x-expected": "a string",
                                                    "minLength": 1,
                                                    "description": "destination inside the image",
                                                    "x-editor": {
                                                        "pattern": "^[^\\x00-\\x1f]*$",
                                                        "x-code": "invalid-path"
                                                    }
                                                }
                                            ],
                                            "minItems": 2,
                                            "x-code": "not-a-pair"
                                        },
                                        "x-expected": "a list of [source, destination] pairs"
                                    },
                                    {
                                        "type": "null"
                                    }
                                ],
                                "description": "Files copied into the image, as [source, destination] pairs; destinations unique.",
                                "default": []
                            },
                            "custom_build_steps": {
                                "anyOf": [
                                    {
                                        "type": "array",
                                        "items": {
                                            "type": "string",
                                            "x-expected": "a string"
                                        },
                                        "x-expected": "a list of strings"
                                    },
                                    {
                                        "type": "null"
                                    }
                                ],
                                "description": "Build-file instructions run after everything else is installed.",
                                "default": []
                            },
                            "python_version": {
                                "anyOf": [
                                    {
                                        "type": "string",
                                        "x-expected": "a string",
                                        "pattern": "^(?:[0-9]+(?:\\.[0-9]+){0,2}(?:(?:a|b|rc)[0-9]+)?t?|(?:~=|==|!=|<=|>=|<|>)\\s*[0-9]+(?:\\.[0-9]+){0,2}(?:\\.\\*|(?:a|b|rc)[0-9]+)?(?:\\s*,\\s*(?:~=|==|!=|<=|>=|<|>)\\s*[0-9]+(?:\\.[0-9]+){0,2}(?:\\.\\*|(?:a|b|rc)[0-9]+)?)*)$",
                                        "x-code": "invalid-python-version"
                                    },
                                    {
                                        "type": "null"
                                    }
                                ],
                                "description": "Deprecated alias of requirements.python_version; removed in release 1.13.0.",
                                "x-expected": "a string such as \"3.11\", or null",
                                "deprecated": true,
                                "default": null,
                                "doNotSuggest": true,
                                "x-editor": {
                                    "deprecationMessage": "deprecated, to be removed in release 1.13.0; move it to build_config.requirements.python_version"
                                }
                            },
                            "inherit_base_image_packages": {
                                "type": "boolean",
                                "x-expected": "a boolean (true or false)",
                                "default": false,
                                "description": "The Python environment sees the base image's own Python packages. Not with python_version."
                            },
                            "requirements": {
                                "anyOf": [
                                    {
                                        "type": "object",
                                        "required": [
                                            "provider"
                                        ],
                                        "properties": {
                                            "provider": {
                                                "type": "string",
                                                "const": "uv-pip",
                                                "description": "uv-pip: packages installed with uv pip."
                                            },
                                            "python_version": {
                                                "anyOf": [
                                                    {
                                                        "type": "string",
                                                        "x-expected": "a string",
                                                        "pattern": "^(?:[0-9]+(?:\\.[0-9]+){0,2}(?:(?:a|b|rc)[0-9]+)?t?|(?:~=|==|!=|<=|>=|<|>)\\s*[0-9]+(?:\\.[0-9]+){0,2}(?:\\.\\*|(?:a|b|rc)[0-9]+)?(?:\\s*,\\s*(?:~=|==|!=|<=|>=|<|>)\\s*[0-9]+(?:\\.[0-9]+){0,2}(?:\\.\\*|(?:a|b|rc)[0-9]+)?)*)$",
                                                        "x-code": "invalid-python-version"
                                                    },
                                                    {
                                                        "type": "null"
                                                    }
                                                ],
                                                "description": "Python version (major.minor[.patch]) that uv installs, independent of the base image. When null, the base image's system Python is used.",
                                                "x-expected": "a string such as \"3.11\", or null",
                                                "default": null
                                            }
                                        },
                                        "additionalProperties": false,
                                        "title": "pip requirements"
                                    },
                                    {
                                        "type": "object",
                                        "required": [
                                            "provider"
                                        ],
                                        "properties": {
                                            "provider": {
                                                "type": "string",
                                                "const": "conda",
                                                "description": "conda: the environment comes from component_environment.yaml."
                                            }
                                        },
                                        "additionalProperties": false,
                                        "title": "conda requirements",
                                        "x-hints": {
                                            "python_version": "conda requirements take no Python version: pin python in component_environment.yaml instead"
                                        }
                                    }
                                ],
                                "description": "How the Python environment is made.",
                                "default": {
                                    "provider": "uv-pip"
                                },
                                "x-discriminator": "provider",
                                "x-expected": "a requirements mapping",
                                "x-other-form": {
                                    "python-pip": "python-pip is the earlier form's provider; in the current form write uv-pip"
                                }
                            },
                            "host_credentials": {
                                "type": "array",
                                "items": {
                                    "type": "object",
                                    "required": [
                                        "host",
                                        "secret_id"
                                    ],
                                    "properties": {
                                        "host": {
                                            "type": "string",
                                            "x-expected": "a string",
                                            "minLength": 1,
                                            "description": "Host name only (no scheme, port or path).",
                                            "x-code": "invalid-host",
                                            "x-editor": {
                                                "pattern": "^(?:(?![\\s\\S]{254})[A-Za-z0-9_](?:[A-Za-z0-9_-]{0,61}[A-Za-z0-9_])?(?:\\.[A-Za-z0-9_](?:[A-Za-z0-9_-]{0,61}[A-Za-z0-9_])?)*\\.?|(?:[0-9A-Fa-f]{0,4}:){1,8}(?:[0-9A-Fa-f]{1,4}|[0-9]{1,3}(?:\\.[0-9]{1,3}){3})?)$"
                                            }
                                        },
                                        "secret_id": {
                                            "type": "string",
                                            "x-expected": "a string",
                                            "minLength": 1,
                                            "pattern": "^[^\\t-\\r\\x1c-\\x20\\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000,\"\\x00]+$",
                                            "x-code": "invalid-secret-id",
                                            "description": "Id of the build secret (`--secret id=<id>,env=<VAR>` or `src=<file>`) carrying the token."
                                        },
                                        "username": {
                                            "type": "string",
                                            "x-expected": "a string",
                                            "pattern": "^[^\\t-\\r\\x1c-\\x20\\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000]*$",
                                            "x-code": "invalid-username",
                                            "default": "__token__",
                                            "description": "Username paired with the secret."
                                        }
                                    },
                                    "additionalProperties": false,
                                    "title": "host credential",
                                    "x-expected": "a mapping (host credential)"
                                },
                                "x-expected": "a list of host credential mappings",
                                "description": "Credentials for hosts the build fetches from; the token is passed as a build secret.",
                                "default": []
                            },
                            "build_env": {
                                "type": "object",
                                "patternProperties": {
                                    "^.*$": {
                                        "type": "string",
                                        "x-expected": "a string",
                                        "pattern": "^[^\\x00]*$",
                                        "x-code": "invalid-value"
                                    }
                                },
                                "x-expected": "a mapping of environment variable names to strings",
                                "x-key-code": "invalid-env-name",
                                "description": "Environment variables of the build stage only. Never put secrets here.",
                                "default": {}
                            },
                            "skip_checks": {
                                "type": "boolean",
                                "x-expected": "a boolean (true or false)",
                                "default": false,
                                "description": "Skip the build-time checks of component_api.py."
                            }
                        },
                        "additionalProperties": false,
                        "title": "build configuration",
                        "x-editor": {
                            "allOf": [
                                {
                                    "if": {
                                        "properties": {
                                            "inherit_base_image_packages": {
                                                "const": true
                                            }
                                        },
                                        "required": [
                                            "inherit_base_image_packages"
                                        ]
                                    },
                                    "then": {
                                        "properties": {
                                            "python_version": {
                                                "type": "null",
                                                "errorMessage": "python_version cannot be combined with inherit_base_image_packages: true (an environment inherits the base image's own Python); remove one of them"
                                            },
                                            "requirements": {
                                                "type": "object",
                                                "properties": {
                                                    "python_version": {
                                                        "type": "null",
                                                        "errorMessage": "requirements.python_version cannot be combined with inherit_base_image_packages: true (an environment inherits the base image's own Python); remove one of them"
                                                    }
                                                }
                                            }
                                        }
                                    }
                                },
                                {
                                    "if": {
                                        "properties": {
                                            "requirements": {
                                                "type": "object",
                                                "properties": {
                                                    "provider": {
                                                        "const": "conda"
                                                    }
                                                },
                                                "required": [
                                                    "provider"
                                                ]
                                            }
                                        },
                                        "required": [
                                            "requirements"
                                        ]
                                    },
                                    "then": {
                                        "properties": {
                                            "python_version": {
                                                "type": "null",
                                                "errorMessage": "python_version applies to provider uv-pip only; with conda, pin python in component_environment.yaml instead"
                                            }
                                        }
                                    }
                                }
                            ]
                        },
                        "x-expected": "a mapping (build configuration)",
                        "x-hints": {
                            "name": "it belongs at the top level, not in build_config",
                            "version": "it belongs at the top level, not in build_config",
                            "description": "it belongs at the top level, not in build_config",
                            "metadata": "it belongs at the top level, not in build_config",
                            "env": "it belongs at the top level; for the build stage only use build_env",
                            "provider": "it belongs in build_config.requirements"
                        }
                    },
                    {
                        "type": "null"
                    }
                ],
                "description": "Build configuration; null means all defaults.",
                "default": {}
            },
            "env": {
                "type": "object",
                "patternProperties": {
                    "^.*$": {
                        "type": "string",
                        "x-expected": "a string",
                        "pattern": "^[^\\x00]*$",
                        "x-code": "invalid-value"
                    }
                },
                "x-expected": "a mapping of environment variable names to strings",
                "x-key-code": "invalid-env-name",
                "description": "Environment variables set in the built image.",
                "default": {}
            },
            "metadata": {
                "type": "object",
                "patternProperties": {
                    "^.*$": {}
                },
                "x-expected": "a mapping",
                "description": "Free-form data, stored as JSON in an image label.",
                "default": {}
            }
        },
        "additionalProperties": false,
        "title": "component configuration (current form)",
        "x-expected": "a mapping",
        "x-hints": {
            "base_image": "it belongs in build_config: write it as build_config.base_image",
            "target_platform": "it belongs in build_config: write it as build_config.target_platform",
            "extra_packages": "it belongs in build_config: write it as build_config.extra_packages",
            "package_data": "it belongs in build_config: write it as build_config.package_data",
            "custom_build_steps": "it belongs in build_config: write it as build_config.custom_build_steps",
            "requirements": "it belongs in build_config: write it as build_config.requirements",
            "skip_checks": "it belongs in build_config: write it as build_config.skip_checks",
            "python_version": "it belongs in build_config: write it as build_config.python_version",
            "inherit_base_image_packages": "it belongs in build_config: write it as build_config.inherit_base_image_packages",
            "host_credentials": "it belongs in build_config: write it as build_config.host_credentials",
            "build_env": "it belongs in build_config: write it as build_config.build_env"
        }
    },
    "earlier": {
        "type": "object",
        "required": [
            "name"
        ],
        "properties": {
            "name": {
                "type": "string",
                "x-expected": "a string",
                "minLength": 1,
                "description": "Name of the component."
            },
            "version": {
                "type": "string",
                "x-expected": "a string",
                "minLength": 1,
                "maxLength": 128,
                "default": "unknown",
                "description": "The component's own version."
            },
            "description": {
                "type": "string",
                "x-expected": "a string",
                "default": "",
                "description": "Free-text description."
            },
            "build_config": {
                "anyOf": [
                    {
                        "type": "object",
                        "properties": {
                            "base_image": {
                                "type": "string",
                                "x-expected": "a string",
                                "minLength": 1,
                                "pattern": "^(?:(?:(?:[a-zA-Z0-9](?:[a-zA-Z0-9-]*[a-zA-Z0-9])?(?:\\.[a-zA-Z0-9](?:[a-zA-Z0-9-]*[a-zA-Z0-9])?)*|\\[[a-fA-F0-9:]+\\])(?::[0-9]+)?)/)?[a-z0-9]+(?:(?:[._]|__|-+)[a-z0-9]+)*(?:/[a-z0-9]+(?:(?:[._]|__|-+)[a-z0-9]+)*)*(?::[A-Za-z0-9_][A-Za-z0-9_.-]{0,127})?(?:@(?:sha256:[a-f0-9]{64}|sha384:[a-f0-9]{96}|sha512:[a-f0-9]{128}))?$",
                                "x-code": "invalid-image",
                                "default": "debian:bookworm-slim",
                                "description": "Debian- or Ubuntu-based image the build starts from."
                            },
                            "target_platform": {
                                "type": "string",
                                "x-expected": "a string",
                                "pattern": "^(?:[\\t-\\r\\x1c-\\x20\\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000]*native[\\t-\\r\\x1c-\\x20\\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000]*|[lL][iI][nN][uU][xX](?:\\([A-Za-z0-9_.%-]*(?:\\+[A-Za-z0-9_.%-]+)*\\))?(?:/(?:386|[aA][mM][dD]64|[aA][mM][dD]64[pP]32|[aA][rR][mM]|[aA][rR][mM][bB][eE]|[aA][rR][mM]64|[aA][rR][mM]64[bB][eE]|[pP][pP][cC]64|[pP][pP][cC]64[lL][eE]|[lL][oO][oO][nN][gG]64|[mM][iI][pP][sS]|[mM][iI][pP][sS][lL][eE]|[mM][iI][pP][sS]64|[mM][iI][pP][sS]64[lL][eE]|[mM][iI][pP][sS]64[pP]32|[mM][iI][pP][sS]64[pP]32[lL][eE]|[pP][pP][cC]|[rR][iI][sS][cC][vV]|[rR][iI][sS][cC][vV]64|[sS]390|[sS]390[xX]|[sS][pP][aA][rR][cC]|[sS][pP][aA][rR][cC]64|[wW][aA][sS][mM]|[iI]386|[xX]86_64|[xX]86-64|[aA][aA][rR][cC][hH]64|[aA][rR][mM][hH][fF]|[aA][rR][mM][eE][lL])(?:/[A-Za-z0-9_.-]+)?)?|(?:386|[aA][mM][dD]64|[aA][mM][dD]64[pP]32|[aA][rR][mM]|[aA][rR][mM][bB][eE]|[aA][rR][mM]64|[aA][rR][mM]64[bB][eE]|[pP][pP][cC]64|[pP][pP][cC]64[lL][eE]|[lL][oO][oO][nN][gG]64|[mM][iI][pP][sS]|[mM][iI][pP][sS][lL][eE]|[mM][iI][pP][sS]64|[mM][iI][pP][sS]64[lL][eE]|[mM][iI][pP][sS]64[pP]32|[mM][iI][pP][sS]64[pP]32[lL][eE]|[pP][pP][cC]|[rR][iI][sS][cC][vV]|[rR][iI][sS][cC][vV]64|[sS]390|[sS]390[xX]|[sS][pP][aA][rR][cC]|[sS][pP][aA][rR][cC]64|[wW][aA][sS][mM]|[iI]386|[xX]86_64|[xX]86-64|[aA][aA][rR][cC][hH]64|[aA][rR][mM][hH][fF]|[aA][rR][mM][eE][lL]))$",
                                "x-code": "invalid-platform",
                                "default": "native",
                                "description": "\"native\", or a container platform such as linux/arm64."
                            },
                            "extra_packages": {
                                "type": "array",
                                "items": {
                                    "type": "string",
                                    "x-expected": "a string",
                                    "pattern": "^[ \\t]*(?:[a-z0-9][a-z0-9+.-]+(?::[a-z0-9-]+)?(?:=[A-Za-z0-9.+~:*-]+|/[a-z0-9][a-z0-9.-]*)?(?:[ \\t]+[a-z0-9][a-z0-9+.-]+(?::[a-z0-9-]+)?(?:=[A-Za-z0-9.+~:*-]+|/[a-z0-9][a-z0-9.-]*)?)*)?[ \\t]*$",
                                    "x-code": "invalid-package-name"
                                },
                                "x-expected": "a list of strings",
                                "description": "Debian packages installed with apt-get.",
                                "default": []
                            },
                            "package_data": {
                                "anyOf": [
                                    {
                                        "type": "array",
                                        "items": {
                                            "type": "array",
                                            "additionalItems": false,
                                            "items": [
                                                {
                                                    "type": "string",
                                                    "x-expected": "a string",
                                                    "description": "source, relative to the directory holding component_api.py",
                                                    "x-editor": {
                                                        "allOf": [
                                                            {
                                                                "pattern": "^[^\\x00-\\x1f]*$",
                                                                "x-code": "invalid-path"
                                                            },
                                                            {
                                                                "pattern": "^(?!/|[/\\\\]{2}|[^/\\\\]:[/\\\\]|\\\\(?:[/\\\\]|\\.(?=[/\\\\]|$))*:[/\\\\](?:[/\\\\]|\\.(?=[/\\\\]|$))*(?!\\.(?:[/\\\\]|$))[^/\\\\])",
                                                                "x-code": "absolute-path"
                                                            }
                                                        ]
                                                    }
                                                },
                                                {
                                                    "type": "string",
                                                    "x-expected": "a string",
                                                    "minLength": 1,
                                                    "description": "destination inside the image",
                                                    "x-editor": {
                                                        "pattern": "^[^\\x00-\\x1f]*$",
                                                        "x-code": "invalid-path"
                                                    }
                                                }
                                            ],
                                            "minItems": 2,
                                            "x-code": "not-a-pair"
                                        },
                                        "x-expected": "a list of [source, destination] pairs"
                                    },
                                    {
                                        "type": "null"
                                    }
                                ],
                                "description": "Files copied into the image, as [source, destination] pairs; destinations unique.",
                                "default": []
                            },
                            "custom_build_steps": {
                                "anyOf": [
                                    {
                                        "type": "array",
                                        "items": {
                                            "type": "string",
                                            "x-expected": "a string"
                                        },
                                        "x-expected": "a list of strings"
                                    },
                                    {
                                        "type": "null"
                                    }
                                ],
                                "description": "Build-file instructions run after everything else is installed.",
                                "default": []
                            },
                            "requirements": {
                                "anyOf": [
                                    {
                                        "type": "object",
                                        "required": [
                                            "provider"
                                        ],
                                        "properties": {
                                            "provider": {
                                                "type": "string",
                                                "const": "python-pip",
                                                "description": "python-pip: packages installed with pip."
                                            }
                                        },
                                        "additionalProperties": false,
                                        "title": "pip requirements",
                                        "x-hints": {
                                            "python_version": "it exists only in the current form of the schema (provider uv-pip)"
                                        }
                                    },
                                    {
                                        "type": "object",
                                        "required": [
                                            "provider"
                                        ],
                                        "properties": {
                                            "provider": {
                                                "type": "string",
                                                "const": "conda",
                                                "description": "conda: the environment comes from component_environment.yaml."
                                            }
                                        },
                                        "additionalProperties": false,
                                        "title": "conda requirements",
                                        "x-hints": {
                                            "python_version": "conda requirements take no Python version: pin python in component_environment.yaml instead"
                                        }
                                    }
                                ],
                                "description": "How the Python environment is made.",
                                "default": {
                                    "provider": "python-pip"
                                },
                                "x-discriminator": "provider",
                                "x-expected": "a requirements mapping",
                                "x-other-form": {
                                    "uv-pip": "uv-pip is the current form's provider"
                                }
                            },
                            "skip_checks": {
                                "type": "boolean",
                                "x-expected": "a boolean (true or false)",
                                "default": false,
                                "description": "Skip the build-time checks of component_api.py."
                            }
                        },
                        "additionalProperties": false,
                        "title": "build configuration",
                        "x-expected": "a mapping (build configuration)",
                        "x-hints": {
                            "python_version": "it exists only in the current form of the schema; this file is read in the earlier form because it uses provider python-pip",
                            "inherit_base_image_packages": "it exists only in the current form of the schema; this file is read in the earlier form because it uses provider python-pip",
                            "host_credentials": "it exists only in the current form of the schema; this file is read in the earlier form because it uses provider python-pip",
                            "build_env": "it exists only in the current form of the schema; this file is read in the earlier form because it uses provider python-pip",
                            "name": "it belongs at the top level, not in build_config",
                            "version": "it belongs at the top level, not in build_config",
                            "description": "it belongs at the top level, not in build_config",
                            "metadata": "it belongs at the top level, not in build_config",
                            "provider": "it belongs in build_config.requirements"
                        }
                    },
                    {
                        "type": "null"
                    }
                ],
                "description": "Build configuration; null means all defaults.",
                "default": {}
            },
            "metadata": {
                "type": "object",
                "patternProperties": {
                    "^.*$": {}
                },
                "x-expected": "a mapping",
                "description": "Free-form data, stored as JSON in an image label.",
                "default": {}
            }
        },
        "additionalProperties": false,
        "title": "component configuration (earlier form)",
        "x-expected": "a mapping",
        "x-hints": {
            "base_image": "it belongs in build_config: write it as build_config.base_image",
            "target_platform": "it belongs in build_config: write it as build_config.target_platform",
            "extra_packages": "it belongs in build_config: write it as build_config.extra_packages",
            "package_data": "it belongs in build_config: write it as build_config.package_data",
            "custom_build_steps": "it belongs in build_config: write it as build_config.custom_build_steps",
            "requirements": "it belongs in build_config: write it as build_config.requirements",
            "skip_checks": "it belongs in build_config: write it as build_config.skip_checks",
            "env": "it exists only in the current form of the schema; this file is read in the earlier form because it uses provider python-pip"
        }
    }
};


/***/ })

};
