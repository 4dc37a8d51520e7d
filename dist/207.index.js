export const id = 207;
export const ids = [207];
export const modules = {

/***/ 3207:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  schemaDrafts: () => (/* binding */ schemaDrafts)
});

// EXTERNAL MODULE: ./lib/config/describe.js
var describe = __webpack_require__(5641);
// EXTERNAL MODULE: ./lib/config/fix/fixes.js
var fixes = __webpack_require__(7969);
// EXTERNAL MODULE: ./lib/config/paths.js
var paths = __webpack_require__(6446);
// EXTERNAL MODULE: ./lib/config/value-rules.js
var value_rules = __webpack_require__(5193);
;// CONCATENATED MODULE: ./lib/config/schema/schemas.generated.js
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

// EXTERNAL MODULE: ./node_modules/typebox/build/guard/guard.mjs + 1 modules
var guard = __webpack_require__(9547);
// EXTERNAL MODULE: ./lib/config/basics.js
var basics = __webpack_require__(3799);
;// CONCATENATED MODULE: ./lib/config/schema/schema-errors.js
// The errors of a document against a form's schema data (schemas.generated.ts), for the findings
// of a document that does not fit. TypeBox's own error iteration (typebox/schema) gave these
// before; it interprets every keyword of JSON Schema at every node, and on node 20, which runs
// it cold (a few hundred failing files in a run), it cost about 1 ms a file and its compiled
// code as much again. This walk knows only the keywords the schemas use, and gives the same
// list: the same errors, in TypeBox's order, with its schema and instance pointers and
// parameters. A unit test holds it to TypeBox's list on every fixture and on seeded mutants,
// and fails when the schema data uses a keyword not handled here.



/** The keywords an error can have (`boolean`: a schema that is `false`). */
const ERROR_KEYWORDS = (/* unused pure expression or super */ null && ([
    'boolean',
    'type',
    'required',
    'additionalProperties',
    'minItems',
    'minLength',
    'maxLength',
    'pattern',
    'const',
    'anyOf',
]));
/** The keywords the walk evaluates; the schemas' other keys are annotations (`x-…`, `description`). */
const EVALUATED_KEYWORDS = new Set([
    'type',
    'required',
    'additionalProperties',
    'patternProperties',
    'properties',
    'additionalItems',
    'items',
    'minItems',
    'minLength',
    'maxLength',
    'pattern',
    'const',
    'anyOf',
]);
/** TypeBox stops a list at this many errors (each union member's list counts on its own). */
const CAPACITY = 100_000;
function schemaErrors(schema, value) {
    const errors = [];
    walk(schema, value, '#', '', errors);
    return errors;
}
function add(errors, error) {
    if (errors.length < CAPACITY)
        errors.push(error);
    return false;
}
// Each keyword is evaluated even after one has failed (every error is reported), in TypeBox's
// order: type; a mapping's required, additionalProperties, patternProperties, properties; a
// list's additionalItems, items, minItems; a string's minLength, maxLength, pattern; const; anyOf.
function walk(schema, value, at, where, errors) {
    if (errors.length >= CAPACITY)
        return false;
    if (typeof schema === 'boolean') {
        return schema || add(errors, { keyword: 'boolean', schemaPath: at, instancePath: where, params: {} });
    }
    let ok = true;
    const type = schema['type'];
    if (typeof type === 'string' && !isType(type, value)) {
        ok = add(errors, { keyword: 'type', schemaPath: at, instancePath: where, params: { type } });
    }
    if ((0,basics/* isObject */.Gv)(value)) {
        if (!mapping(schema, value, at, where, errors))
            ok = false;
    }
    else if (Array.isArray(value)) {
        if (!list(schema, value, at, where, errors))
            ok = false;
    }
    else if (typeof value === 'string') {
        const min = schema['minLength'];
        if (typeof min === 'number' && !guard/* IsMinLength */.X2(value, min)) {
            ok = add(errors, { keyword: 'minLength', schemaPath: at, instancePath: where, params: { limit: min } });
        }
        const max = schema['maxLength'];
        if (typeof max === 'number' && !guard/* IsMaxLength */.Db(value, max)) {
            ok = add(errors, { keyword: 'maxLength', schemaPath: at, instancePath: where, params: { limit: max } });
        }
        const pattern = schema['pattern'];
        if (typeof pattern === 'string' && !regExp(pattern).test(value)) {
            ok = add(errors, { keyword: 'pattern', schemaPath: at, instancePath: where, params: { pattern } });
        }
    }
    // The schemas' constants are strings and booleans, compared as they are.
    if (Object.hasOwn(schema, 'const') && value !== schema['const']) {
        ok = add(errors, {
            keyword: 'const',
            schemaPath: at,
            instancePath: where,
            params: { allowedValue: schema['const'] },
        });
    }
    const anyOf = schema['anyOf'];
    if (Array.isArray(anyOf) && !union(anyOf, value, at, where, errors))
        ok = false;
    return ok;
}
function isType(type, value) {
    switch (type) {
        case 'object':
            return (0,basics/* isObject */.Gv)(value);
        case 'array':
            return Array.isArray(value);
        case 'string':
            return typeof value === 'string';
        case 'boolean':
            return typeof value === 'boolean';
        case 'null':
            return value === null;
        default:
            // The schemas use only the types above (a unit test holds them to it).
            return true;
    }
}
function mapping(schema, value, at, where, errors) {
    let ok = true;
    const required = schema['required'];
    if (Array.isArray(required)) {
        const missing = required.filter((key) => !has(value, key));
        if (missing.length > 0) {
            ok = add(errors, {
                keyword: 'required',
                schemaPath: at,
                instancePath: where,
                params: { requiredProperties: missing },
            });
        }
    }
    const properties = schema['properties'];
    const patterns = schema['patternProperties'];
    if (Object.hasOwn(schema, 'additionalProperties')) {
        const known = knownKeys(properties, patterns);
        const other = schema['additionalProperties'];
        const extra = [];
        for (const key of Object.getOwnPropertyNames(value)) {
            if (known.test(key))
                continue;
            if (!walk(other, value[key], `${at}/additionalProperties`, (0,paths/* pointerChild */.QX)(where, key), errors))
                extra.push(key);
        }
        if (extra.length > 0) {
            ok = add(errors, {
                keyword: 'additionalProperties',
                schemaPath: at,
                instancePath: where,
                params: { additionalProperties: extra },
            });
        }
    }
    if (patterns) {
        for (const [pattern, inner] of Object.entries(patterns)) {
            const test = regExp(pattern);
            for (const [key, v] of Object.entries(value)) {
                if (test.test(key) &&
                    !walk(inner, v, (0,paths/* pointerChild */.QX)(`${at}/patternProperties`, pattern), (0,paths/* pointerChild */.QX)(where, key), errors))
                    ok = false;
            }
        }
    }
    if (properties) {
        for (const [key, inner] of Object.entries(properties)) {
            // An optional key whose value is undefined counts as absent (TypeBox's inexact optional).
            if (!(required?.includes(key) ?? false) && value[key] === undefined)
                continue;
            if (has(value, key) &&
                !walk(inner, value[key], (0,paths/* pointerChild */.QX)(`${at}/properties`, key), (0,paths/* pointerChild */.QX)(where, key), errors))
                ok = false;
        }
    }
    return ok;
}
function list(schema, value, at, where, errors) {
    let ok = true;
    const items = schema['items'];
    if (Array.isArray(items) && Object.hasOwn(schema, 'additionalItems')) {
        const other = schema['additionalItems'];
        // Only the first extra item that fails is reported.
        for (let i = items.length; i < value.length; i++) {
            if (!walk(other, value[i], `${at}/additionalItems`, `${where}/${i}`, errors)) {
                ok = false;
                break;
            }
        }
    }
    if (Array.isArray(items)) {
        for (let i = 0; i < items.length && i < value.length; i++)
            if (!walk(items[i], value[i], `${at}/items/${i}`, `${where}/${i}`, errors))
                ok = false;
    }
    else if (items !== undefined) {
        for (let i = 0; i < value.length; i++)
            if (!walk(items, value[i], `${at}/items`, `${where}/${i}`, errors))
                ok = false;
    }
    const min = schema['minItems'];
    if (typeof min === 'number' && value.length < min) {
        ok = add(errors, { keyword: 'minItems', schemaPath: at, instancePath: where, params: { limit: min } });
    }
    return ok;
}
/** A value fits one member at least, or every member's errors are reported, then the union's. */
function union(members, value, at, where, errors) {
    const failed = [];
    for (let i = 0; i < members.length; i++) {
        const own = [];
        if (walk(members[i], value, `${at}/anyOf/${i}`, where, own))
            return true;
        failed.push(own);
    }
    for (const own of failed)
        for (const e of own)
            add(errors, e);
    return add(errors, { keyword: 'anyOf', schemaPath: at, instancePath: where, params: {} });
}
/** Whether a mapping has a key; Object's own members are not taken for keys the user wrote. */
function has(value, key) {
    return key === '__proto__' || key === 'constructor' || key === 'prototype' ? Object.hasOwn(value, key) : key in value;
}
// Compiled at each use, with no cache of this module's own (the checker keeps no state between
// calls): V8 keeps the compiled code of a regular expression by its source and flags.
function regExp(pattern) {
    return new RegExp(pattern, 'u');
}
/** A mapping's named keys and key patterns, as one expression (what additionalProperties leaves out). */
function knownKeys(properties, patterns) {
    const all = [
        ...Object.keys(patterns ?? {}),
        ...Object.keys(properties ?? {}).map((k) => `^${k.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
    ];
    return new RegExp(all.length === 0 ? '(?!)' : `(${all.join('|')})`, 'u');
}

// EXTERNAL MODULE: ./lib/config/rules/keys.js
var keys = __webpack_require__(5468);
// EXTERNAL MODULE: ./lib/config/rules/package-data.js
var package_data = __webpack_require__(4063);
// EXTERNAL MODULE: ./lib/config/read/source.js + 1 modules
var source = __webpack_require__(4544);
;// CONCATENATED MODULE: ./lib/config/schema/schema-findings.js
// Schema errors (TypeBox's, as schema-errors.ts gives them) → drafts of findings. Every member
// of a union that failed is reported, and an unknown key twice; here a union is narrowed to the
// member the value meant (the non-null member of a nullable; the member whose `provider` the
// value names), each error gets its finding code, and the message quotes the value as it was
// written (not the place: the finding's location names it). A key misspelt for a missing
// required key is one finding, not two (docs/decisions.md, "A misspelt required key").









function schema_findings_unescape(segment) {
    return segment.replace(/~1/g, '/').replace(/~0/g, '~');
}
function segments(pointer) {
    return pointer === '' || pointer === '#' ? [] : pointer.replace(/^#/, '').slice(1).split('/').map(schema_findings_unescape);
}
function nodeAt(root, schemaPath) {
    let node = root;
    for (const s of segments(schemaPath)) {
        if (node === null || typeof node !== 'object')
            return undefined;
        node = node[s];
    }
    return node;
}
function valueAt(data, pointer) {
    let v = data;
    for (const s of segments(pointer)) {
        if (v === null || typeof v !== 'object')
            return undefined;
        v = v[s];
    }
    return v;
}
/** Path array of an instance pointer: numeric segments under arrays become indices. */
function pathOf(data, pointer) {
    const out = [];
    let v = data;
    for (const s of segments(pointer)) {
        if (Array.isArray(v)) {
            out.push(Number(s));
            v = v[Number(s)];
        }
        else {
            out.push(s);
            v = v !== null && typeof v === 'object' ? v[s] : undefined;
        }
    }
    return out;
}
const isDate = (v) => v instanceof source/* Timestamp */.Dc;
const isNull = (s) => typeof s === 'object' && s !== null && s['type'] === 'null';
/**
 * Whether an error belongs to the members kept of every union on its schema path: the non-null
 * member of a nullable, the member a discriminated union's value names (`choose` says which,
 * given the union's node and the instance pointer it applies to).
 */
function keptBranch(root, error, choose) {
    const segs = segments(error.schemaPath);
    const inst = segments(error.instancePath);
    let node = root;
    let depth = 0;
    for (let i = 0; i < segs.length; i++) {
        const s = segs[i];
        const here = node;
        if (s === 'anyOf' && i + 1 < segs.length) {
            const members = here['anyOf'];
            const pointer = (0,paths/* pointerOf */.rq)(inst.slice(0, depth));
            const keep = here['x-discriminator'] ? choose(here, pointer) : members.findIndex((m) => !isNull(m));
            if (Number(segs[i + 1]) !== keep)
                return false;
            node = members[Number(segs[i + 1])];
            i++;
            continue;
        }
        // Steps that go one level down in the instance as well as in the schema.
        if ((s === 'properties' || s === 'patternProperties') && i + 1 < segs.length) {
            node = here[s][segs[i + 1]];
            i++;
            depth++;
            continue;
        }
        if (s === 'items') {
            const items = here['items'];
            if (Array.isArray(items) && i + 1 < segs.length && /^[0-9]+$/.test(segs[i + 1])) {
                node = items[Number(segs[i + 1])];
                i++;
            }
            else
                node = items;
            depth++;
            continue;
        }
        node = here[s];
    }
    return true;
}
/**
 * The drafts of a document that does not fit `form` (the caller has checked that), from the
 * errors of a walk over the schema as data (schemas.generated.ts): neither TypeBox's type
 * builder nor its compiler nor its error iteration is loaded.
 */
function schemaDrafts(form, data, source) {
    const root = SCHEMA_DATA[form];
    const errors = schemaErrors(root, data);
    const drafts = [];
    const seen = new Set();
    // `also` tells apart two findings of one code at one place (two missing keys of one mapping).
    const add = (code, pointer, anchor, message, fix, also = '') => {
        const key = `${code} ${pointer} ${also}`;
        if (seen.has(key))
            return undefined;
        seen.add(key);
        const draft = { code, path: pathOf(data, pointer), anchor, message, ...(fix ? { fix } : {}) };
        drafts.push(draft);
        return draft;
    };
    // The missing-key drafts by mapping and key: a misspelt key of the same mapping takes their place.
    const missing = new Map();
    const wrongType = (pointer, expected, schema) => {
        const place = source.places.get(pointer);
        const fix = expected.startsWith('a string')
            ? (0,fixes/* quoteFix */.Sx)(source, place, 'value', takes(schema))
            : expected.startsWith('a boolean')
                ? (0,fixes/* unquoteBooleanFix */.PV)(source, place)
                : undefined;
        add(keys/* WRONG_TYPE */.V$, pointer, 'value', (0,describe/* wrongTypeMessage */.D7)(pathOf(data, pointer), valueAt(data, pointer), expected, place?.text, place?.quoted ?? false, place?.readAs), fix);
    };
    // Unknown keys with one close known key: renamed after the loop, where every unknown key of
    // the mapping is known (two typos of one key, or a key the mapping has, are left alone).
    const renames = [];
    const unknown = (owner, pointer, parent, key) => {
        const to = renameTo(owner, key);
        if (to && !renames.some((r) => r.pointer === pointer))
            renames.push({ pointer, parent, to });
        add('unknown-key', pointer, 'key', unknownKey(owner, key));
    };
    // Discriminated unions: the member is the one the discriminator names; when none is named,
    // that is the finding, and the members' own errors are noise.
    const chosen = new Map();
    const choose = (union, pointer) => {
        if (chosen.has(pointer))
            return chosen.get(pointer);
        const key = union['x-discriminator'];
        const members = union['anyOf'];
        const constants = members.map((m) => m['properties'][key]['const']);
        const value = valueAt(data, pointer);
        const isMapping = value !== null && typeof value === 'object' && !Array.isArray(value) && !isDate(value);
        const index = isMapping ? constants.indexOf(value[key]) : -1;
        chosen.set(pointer, index >= 0 ? index : undefined);
        if (index >= 0)
            return index;
        const choices = constants.map((c) => `"${c}"`).join(' or ');
        if (!isMapping) {
            wrongType(pointer, `a mapping with \`${key}: ${choices}\``);
        }
        else if (!(key in value)) {
            const meant = misspelt(value, key, members);
            if (meant !== undefined) {
                const at = (0,paths/* pointerChild */.QX)(pointer, meant);
                add('missing-key', at, 'key', misspeltMessage(meant, key), (0,fixes/* renameFix */.eP)(source, source.places.get(at), key));
            }
            else
                add('missing-key', pointer, 'owner', missingMessage(key, `${key}: ${constants[0]}`));
        }
        else {
            const given = value[key];
            if (typeof given !== 'string') {
                wrongType(`${pointer}/${key}`, `one of ${choices}`);
            }
            else {
                const others = union['x-other-form'];
                const other = others && Object.hasOwn(others, given) ? others[given] : undefined;
                add('invalid-provider', `${pointer}/${key}`, 'value', `unknown provider \`${given}\`; expected ${choices}${other ? ` (${other})` : ''}`);
            }
        }
        return undefined;
    };
    for (const e of errors) {
        if (!keptBranch(root, e, choose))
            continue;
        const node = nodeAt(root, e.schemaPath) ?? {};
        if (e.keyword === 'anyOf' && node['x-discriminator'])
            choose(node, e.instancePath);
        if (e.keyword === 'anyOf' || e.keyword === 'const')
            continue;
        const pointer = e.instancePath;
        // A date is an object to the schema's checks: where a mapping is expected, its one field
        // makes `required` and `additionalProperties` errors, and the finding is its type.
        const mappingAt = e.keyword === 'boolean' ? pointer.slice(0, pointer.lastIndexOf('/')) : pointer;
        if ((e.keyword === 'required' || e.keyword === 'additionalProperties' || e.keyword === 'boolean') &&
            isDate(valueAt(data, mappingAt))) {
            const owner = e.keyword === 'boolean' ? e.schemaPath.slice(0, e.schemaPath.lastIndexOf('/')) : e.schemaPath;
            wrongType(mappingAt, expectedOf(root, owner, nodeAt(root, owner) ?? node));
            continue;
        }
        switch (e.keyword) {
            case 'type': {
                if (node['x-code'] === package_data/* PAIR */.Bu['x-code'])
                    notAPair(pointer);
                else
                    wrongType(pointer, expectedOf(root, e.schemaPath, node), node);
                break;
            }
            case 'required': {
                const absent = e.params['requiredProperties'] ?? [];
                for (const k of absent) {
                    const draft = add('missing-key', pointer, 'owner', missingMessage(k, `${k}: ...`), undefined, k);
                    if (draft)
                        missing.set(`${pointer}\n${k}`, draft);
                }
                break;
            }
            case 'additionalProperties': {
                const extra = e.params['additionalProperties'] ?? [];
                for (const k of extra)
                    unknown(node, (0,paths/* pointerChild */.QX)(pointer, k), pointer, k);
                break;
            }
            case 'boolean': {
                // "schema is false": an unknown key (the additionalProperties twin is not always there),
                // or a pair with a third item.
                const parent = pointer.slice(0, pointer.lastIndexOf('/'));
                if (e.schemaPath.endsWith('/additionalItems'))
                    notAPair(parent);
                else if (e.schemaPath.endsWith('/additionalProperties')) {
                    const owner = nodeAt(root, e.schemaPath.slice(0, -'/additionalProperties'.length)) ?? node;
                    const key = schema_findings_unescape(pointer.slice(parent.length + 1));
                    unknown(owner, pointer, parent, key);
                }
                break;
            }
            case 'minItems':
                if (node['x-code'] === package_data/* PAIR */.Bu['x-code'])
                    notAPair(pointer);
                break;
            case 'minLength':
                add('empty-value', pointer, 'value', 'must not be empty; give it a value');
                break;
            case 'maxLength': {
                const value = String(valueAt(data, pointer));
                add('too-long', pointer, 'value', `is ${[...value].length} characters long; at most ${String(e.params['limit'])} are allowed`);
                break;
            }
            case 'pattern': {
                if (valueAt(data, pointer) === '' && typeof node['minLength'] === 'number')
                    break; // empty-value says it
                // Every pattern of the schema names its code (the family that declares it owns the code).
                const code = node['x-code'];
                if (code === undefined)
                    throw new Error(`a schema pattern without an x-code at ${pointer || '/'}`);
                add(code, pointer, 'value', (0,value_rules/* patternMessage */.wh)(code, String(valueAt(data, pointer))));
                break;
            }
            default: {
                const unhandled = e.keyword;
                throw new Error(`a schema error of keyword ${String(unhandled)} has no finding`);
            }
        }
    }
    for (const r of renames) {
        const owner = valueAt(data, r.parent);
        if (Object.hasOwn(owner, r.to) || renames.some((o) => o !== r && o.parent === r.parent && o.to === r.to))
            continue;
        const draft = drafts.find((d) => d.code === 'unknown-key' && (0,paths/* pointerOf */.rq)(d.path) === r.pointer);
        const fix = (0,fixes/* renameFix */.eP)(source, source.places.get(r.pointer), r.to);
        if (!draft)
            continue;
        const absent = missing.get(`${r.parent}\n${r.to}`);
        const key = schema_findings_unescape(r.pointer.slice(r.parent.length + 1));
        if (absent && (0,describe/* meantFor */.pn)(key, r.to)) {
            // One finding for the one mistake: the missing key's, at the key written for it.
            drafts.splice(drafts.indexOf(absent), 1);
            Object.assign(draft, { code: 'missing-key', message: misspeltMessage(key, r.to) });
        }
        if (fix)
            draft.fix = fix;
    }
    return drafts;
    function notAPair(pointer) {
        const value = valueAt(data, pointer);
        const got = Array.isArray(value)
            ? `a list of ${value.length} item${value.length === 1 ? '' : 's'}`
            : (0,describe/* describe */.q0)(value);
        add(package_data/* PAIR */.Bu['x-code'], pointer, 'value', `must be exactly two strings [source, destination], but is ${got}; write it as ["source", "destination"]`);
    }
}
function expectedOf(root, schemaPath, node) {
    if (typeof node['x-expected'] === 'string')
        return node['x-expected'];
    // A member of a nullable union: the union says it in words.
    const at = schemaPath.lastIndexOf('/anyOf/');
    if (at >= 0) {
        const union = nodeAt(root, schemaPath.slice(0, at));
        if (typeof union?.['x-expected'] === 'string')
            return union['x-expected'];
    }
    return 'a value of another type';
}
function hintOf(node, key) {
    const hints = node['x-hints'];
    // The key is the user's: `constructor` or `__proto__` must not find Object's own members.
    return hints && Object.hasOwn(hints, key) ? hints[key] : undefined;
}
const keyNames = (node) => Object.keys(node['properties'] ?? {});
/** Every key some mapping of either form has: such a key is misplaced, not misspelt. */
const KNOWN_KEYS = keysOf(Object.values(SCHEMA_DATA));
function keysOf(schemas) {
    const found = new Set();
    const walk = (node) => {
        if (node === null || typeof node !== 'object')
            return;
        if (Array.isArray(node))
            return node.forEach(walk);
        const properties = node['properties'];
        if (properties && typeof properties === 'object')
            for (const k of Object.keys(properties))
                found.add(k);
        for (const v of Object.values(node))
            walk(v);
    };
    walk(schemas);
    return found;
}
/** The one known key an unknown key is a typo of (none when a hint says where it belongs). */
function suggestion(node, key) {
    return hintOf(node, key) ? undefined : (0,describe/* closest */.kp)(key, keyNames(node));
}
/** The key to rename an unknown key to: its suggestion, unless the key is a known one misplaced. */
function renameTo(node, key) {
    return KNOWN_KEYS.has(key) ? undefined : suggestion(node, key);
}
/**
 * The one key of a mapping that no member of its union has and that was meant to be the required
 * `key` (none when two could be): the members' own errors are not reported, so this is its only
 * finding.
 */
function misspelt(value, key, members) {
    const known = new Set(members.flatMap(keyNames));
    const candidates = Object.keys(value).filter((k) => !known.has(k) && !KNOWN_KEYS.has(k) && (0,describe/* meantFor */.pn)(k, key));
    return candidates.length === 1 ? candidates[0] : undefined;
}
function misspeltMessage(key, required) {
    return `unknown key${(0,describe/* unseenNote */.B8)(key)} in place of the required key \`${required}\`, which is missing: rename it to \`${required}\``;
}
/** A required key's message, at the mapping that lacks it (its location names the mapping). */
function missingMessage(key, example) {
    return `the required key \`${key}\` is missing; add \`${example}\``;
}
// The finding's location names the key and where it is: the messages say only what is wrong
// with it (and which characters it holds that no one can see).
function unknownKey(node, key) {
    const message = `unknown key${(0,describe/* unseenNote */.B8)(key)}`;
    const hint = hintOf(node, key);
    if (hint)
        return `${message}; ${hint}`;
    const close = suggestion(node, key);
    if (close)
        return `${message}; did you mean \`${close}\`?`;
    return `${message}; allowed keys are: ${keyNames(node).join(', ')}`;
}
/** Whether a string schema takes a value (pattern and length), for a fix that makes one. */
function takes(schema) {
    return (text) => {
        if (!schema)
            return true;
        const { pattern, minLength, maxLength } = schema;
        const length = [...text].length;
        if (typeof minLength === 'number' && length < minLength)
            return false;
        if (typeof maxLength === 'number' && length > maxLength)
            return false;
        return typeof pattern !== 'string' || new RegExp(pattern, 'u').test(text);
    };
}


/***/ })

};
