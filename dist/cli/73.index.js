export const id = 73;
export const ids = [73];
export const modules = {

/***/ 7073:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  pP_: () => (/* reexport */ errors_Errors)
});

// UNUSED EXPORTS: Build, BuildAdditionalItems, BuildAdditionalProperties, BuildAllOf, BuildAnyOf, BuildConst, BuildContains, BuildContext, BuildDependencies, BuildDependentRequired, BuildDependentSchemas, BuildEnum, BuildExclusiveMaximum, BuildExclusiveMinimum, BuildFormat, BuildIf, BuildItems, BuildMaxContains, BuildMaxItems, BuildMaxLength, BuildMaxProperties, BuildMaximum, BuildMinContains, BuildMinItems, BuildMinLength, BuildMinProperties, BuildMinimum, BuildMultipleOf, BuildNot, BuildOneOf, BuildPattern, BuildPatternProperties, BuildPrefixItems, BuildProperties, BuildPropertyNames, BuildRecursiveRef, BuildRef, BuildRefine, BuildRequired, BuildResult, BuildSchema, BuildSchemaBoolean, BuildSchemaPushStack, BuildType, BuildUnevaluatedItems, BuildUnevaluatedProperties, BuildUniqueItems, Check, CheckAdditionalItems, CheckAdditionalProperties, CheckAllOf, CheckAnyOf, CheckConst, CheckContains, CheckContext, CheckDependencies, CheckDependentRequired, CheckDependentSchemas, CheckEnum, CheckExclusiveMaximum, CheckExclusiveMinimum, CheckFormat, CheckIf, CheckItems, CheckMaxContains, CheckMaxItems, CheckMaxLength, CheckMaxProperties, CheckMaximum, CheckMinContains, CheckMinItems, CheckMinLength, CheckMinProperties, CheckMinimum, CheckMultipleOf, CheckNot, CheckOneOf, CheckPattern, CheckPatternProperties, CheckPrefixItems, CheckProperties, CheckPropertyNames, CheckRecursiveRef, CheckRef, CheckRefine, CheckRequired, CheckSchema, CheckSchemaBoolean, CheckSchemaPushStack, CheckType, CheckUnevaluatedItems, CheckUnevaluatedProperties, CheckUniqueItems, Compile, CreateFunction, CreateUnique, CreateVariable, DefaultUri, ErrorAdditionalItems, ErrorAdditionalProperties, ErrorAllOf, ErrorAnyOf, ErrorConst, ErrorContains, ErrorContext, ErrorDependencies, ErrorDependentRequired, ErrorDependentSchemas, ErrorEnum, ErrorExclusiveMaximum, ErrorExclusiveMinimum, ErrorFormat, ErrorIf, ErrorItems, ErrorMaxContains, ErrorMaxItems, ErrorMaxLength, ErrorMaxProperties, ErrorMaximum, ErrorMinContains, ErrorMinItems, ErrorMinLength, ErrorMinProperties, ErrorMinimum, ErrorMultipleOf, ErrorNot, ErrorOneOf, ErrorPattern, ErrorPatternProperties, ErrorPrefixItems, ErrorProperties, ErrorPropertyNames, ErrorRecursiveRef, ErrorRef, ErrorRefine, ErrorRequired, ErrorSchema, ErrorSchemaBoolean, ErrorSchemaPushStack, ErrorType, ErrorUnevaluatedItems, ErrorUnevaluatedProperties, ErrorUniqueItems, EvaluateResult, GetExternal, GetFunctions, HasUnevaluated, Intern, IsAdditionalItems, IsAdditionalProperties, IsAllOf, IsAnchor, IsAnyOf, IsConst, IsContains, IsDefault, IsDefs, IsDependencies, IsDependentRequired, IsDependentSchemas, IsDynamicAnchor, IsDynamicRef, IsElse, IsEnum, IsExclusiveMaximum, IsExclusiveMinimum, IsFormat, IsId, IsIf, IsItems, IsItemsSized, IsItemsUnsized, IsMaxContains, IsMaxItems, IsMaxLength, IsMaxProperties, IsMaximum, IsMinContains, IsMinItems, IsMinLength, IsMinProperties, IsMinimum, IsMultipleOf, IsNot, IsOneOf, IsPattern, IsPatternProperties, IsPrefixItems, IsProperties, IsPropertyNames, IsRecursiveAnchor, IsRecursiveAnchorTrue, IsRecursiveRef, IsRef, IsRefine, IsRequired, IsSchema, IsSchemaBoolean, IsSchemaObject, IsThen, IsType, IsUnevaluatedItems, IsUnevaluatedProperties, IsUniqueItems, Meta, NextStack, NextUri, Parse, ParseError, Pointer, Reducer, ResetExternal, ResetFunctions, ResetUnique, Resolve, Stack, ThrowParseError, Validator, default

// EXTERNAL MODULE: ./node_modules/typebox/build/system/settings/index.mjs
var settings = __webpack_require__(1126);
;// CONCATENATED MODULE: ./node_modules/typebox/build/schema/engine/_context.mjs
// deno-fmt-ignore-file



// ------------------------------------------------------------------
// HasUnevaluated
// ------------------------------------------------------------------
function HasUnevaluatedFromObject(value) {
    return (Schema.IsUnevaluatedItems(value)
        || Schema.IsUnevaluatedProperties(value)
        || G.Some(G.Keys(value), key => HasUnevaluatedFromUnknown(value[key])));
}
function HasUnevaluatedFromArray(value) {
    return G.Some(value, value => HasUnevaluatedFromUnknown(value));
}
function HasUnevaluatedFromUnknown(value) {
    return (G.IsArray(value) ? HasUnevaluatedFromArray(value) :
        G.IsObject(value) ? HasUnevaluatedFromObject(value) :
            false);
}
function HasUnevaluated(context, schema) {
    return HasUnevaluatedFromUnknown(schema) || G.Some(G.Keys(context), key => HasUnevaluatedFromUnknown(context[key]));
}
// ------------------------------------------------------------------
// BuildContext
// ------------------------------------------------------------------
class BuildContext {
    constructor(hasUnevaluated) {
        this.hasUnevaluated = hasUnevaluated;
    }
    UseUnevaluated() {
        return this.hasUnevaluated;
    }
    // ----------------------------------------------------------------
    // Stack
    // ----------------------------------------------------------------
    Push() {
        return E.Call(E.Member('context', 'Push'), []);
    }
    Pop() {
        return E.Call(E.Member('context', 'Pop'), []);
    }
    // ----------------------------------------------------------------
    // Top
    // ----------------------------------------------------------------
    AddIndex(index) {
        return E.Call(E.Member('context', 'AddIndex'), [index]);
    }
    AddKey(key) {
        return E.Call(E.Member('context', 'AddKey'), [key]);
    }
    Merge(results) {
        return E.Call(E.Member('context', 'Merge'), [results]);
    }
}
// ------------------------------------------------------------------
// CheckContext
// ------------------------------------------------------------------
class CheckContext {
    constructor() {
        const indices = new Set();
        const keys = new Set();
        this.stack = [{ indices, keys }];
    }
    // ----------------------------------------------------------------
    // Stack
    // ----------------------------------------------------------------
    Push() {
        const indices = new Set();
        const keys = new Set();
        this.stack.push({ indices, keys });
        return true;
    }
    Pop() {
        this.stack.pop();
        return true;
    }
    // ----------------------------------------------------------------
    // Top
    // ----------------------------------------------------------------
    AddIndex(index) {
        this.GetIndices().add(index);
        return true;
    }
    AddKey(key) {
        this.GetKeys().add(key);
        return true;
    }
    GetIndices() {
        const top = this.stack[this.stack.length - 1];
        return top.indices;
    }
    GetKeys() {
        const top = this.stack[this.stack.length - 1];
        return top.keys;
    }
    Merge(results) {
        for (const context of results) {
            context.GetIndices().forEach(value => this.GetIndices().add(value));
            context.GetKeys().forEach(value => this.GetKeys().add(value));
        }
        return true;
    }
}
// ------------------------------------------------------------------
// ErrorContext
// ------------------------------------------------------------------
class ErrorContext extends CheckContext {
    constructor() {
        super();
        this.errors = [];
    }
    // ----------------------------------------------------------------
    // Public
    // ----------------------------------------------------------------
    AtCapacity() {
        return this.errors.length >= settings/* Settings.Get */.w.Get().maxErrors;
    }
    AddError(keyword, schemaPath, instancePath, params) {
        return this.AddErrorObject({ keyword, schemaPath, instancePath, params });
    }
    AddErrors(error) {
        error.forEach(error => this.AddErrorObject(error));
        return false;
    }
    GetErrors() {
        return this.errors;
    }
    // ----------------------------------------------------------------
    // Private
    // ----------------------------------------------------------------
    AddErrorObject(error) {
        if (!this.AtCapacity())
            this.errors.push(error);
        return false;
    }
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/schema/engine/_externals.mjs
// deno-fmt-ignore-file
const state = {
    identifier: 'External',
    variables: []
};
// ------------------------------------------------------------------
// CreateVariable
// ------------------------------------------------------------------
function CreateVariable(value) {
    const call = `External[${state.variables.length}]`;
    state.variables.push(value);
    return call;
}
// ------------------------------------------------------------------
// ResetExternal
// ------------------------------------------------------------------
function ResetExternal() {
    state.variables = [];
}
// ------------------------------------------------------------------
// GetExternals
// ------------------------------------------------------------------
function GetExternal() {
    return { ...state };
}

// EXTERNAL MODULE: ./node_modules/typebox/build/guard/guard.mjs + 1 modules
var guard = __webpack_require__(9547);
;// CONCATENATED MODULE: ./node_modules/typebox/build/schema/types/schema.mjs
// deno-fmt-ignore-file

/** Returns true if this value is object like */
function IsSchemaObject(value) {
    return guard/* IsObject */.av(value) && !guard/* IsArray */.QS(value);
}
/** Returns true if this value is a boolean */
function IsSchemaBoolean(value) {
    return guard/* IsBoolean */.Zx(value);
}
/** Returns true if this value is schema like */
function IsSchema(value) {
    return IsSchemaObject(value) || IsSchemaBoolean(value);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/schema/types/type.mjs
// deno-fmt-ignore-file

// ------------------------------------------------------------------
// Guard
// ------------------------------------------------------------------
/**
 * Returns true if the schema contains a valid type property
 * @specification Json Schema 7
 */
function IsType(schema) {
    return guard/* HasPropertyKey */.LT(schema, 'type')
        && (guard/* IsString */.IP(schema.type)
            || (guard/* IsArray */.QS(schema.type)
                && schema.type.every(value => guard/* IsString */.IP(value))));
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/schema/types/required.mjs
// deno-fmt-ignore-file

// ------------------------------------------------------------------
// Guard
// ------------------------------------------------------------------
/**
 * Returns true if the schema contains a valid required property
 * @specification Json Schema 7
 */
function IsRequired(schema) {
    return guard/* HasPropertyKey */.LT(schema, 'required')
        && guard/* IsArray */.QS(schema.required)
        && schema.required.every(value => guard/* IsString */.IP(value));
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/schema/types/additionalProperties.mjs
// deno-fmt-ignore-file


// ------------------------------------------------------------------
// Guard
// ------------------------------------------------------------------
/**
 * Returns true if the schema contains a valid additionalProperties property
 * @specification Json Schema 7
 */
function IsAdditionalProperties(schema) {
    return guard/* HasPropertyKey */.LT(schema, 'additionalProperties')
        && IsSchema(schema.additionalProperties);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/schema/types/dependencies.mjs
// deno-fmt-ignore-file


// ------------------------------------------------------------------
// Guard
// ------------------------------------------------------------------
/**
 * Returns true if the schema contains a valid dependencies property
 * @specification Json Schema 7
 */
function IsDependencies(schema) {
    return guard/* HasPropertyKey */.LT(schema, 'dependencies')
        && guard/* IsObject */.av(schema.dependencies)
        && Object.values(schema.dependencies).every(value => IsSchema(value)
            || (guard/* IsArray */.QS(value) && value.every(value => guard/* IsString */.IP(value))));
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/schema/types/dependentRequired.mjs
// deno-fmt-ignore-file

// ------------------------------------------------------------------
// Guard
// ------------------------------------------------------------------
/**
 * Returns true if the schema contains a valid dependentRequired property
 * @specification Json Schema 2019-09
 */
function IsDependentRequired(schema) {
    return guard/* HasPropertyKey */.LT(schema, 'dependentRequired')
        && guard/* IsObject */.av(schema.dependentRequired)
        && Object.values(schema.dependentRequired).every(value => guard/* IsArray */.QS(value)
            && value.every(value => guard/* IsString */.IP(value)));
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/schema/types/dependentSchemas.mjs
// deno-fmt-ignore-file


// ------------------------------------------------------------------
// Guard
// ------------------------------------------------------------------
/**
 * Returns true if the schema contains a valid dependentRequired property
 * @specification Json Schema 2019-09
 */
function IsDependentSchemas(schema) {
    return guard/* HasPropertyKey */.LT(schema, 'dependentSchemas')
        && guard/* IsObject */.av(schema.dependentSchemas)
        && Object.values(schema.dependentSchemas).every(value => IsSchema(value));
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/schema/types/patternProperties.mjs
// deno-fmt-ignore-file


// ------------------------------------------------------------------
// Guard
// ------------------------------------------------------------------
/**
 * Returns true if the schema contains a valid patternProperties property
 * @specification Json Schema 7
 */
function IsPatternProperties(schema) {
    return guard/* HasPropertyKey */.LT(schema, 'patternProperties')
        && guard/* IsObject */.av(schema.patternProperties)
        && Object.values(schema.patternProperties).every(value => IsSchema(value));
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/schema/types/properties.mjs
// deno-fmt-ignore-file


// ------------------------------------------------------------------
// Guard
// ------------------------------------------------------------------
/**
 * Returns true if the schema contains a valid properties property
 * @specification Json Schema 7
 */
function IsProperties(schema) {
    return guard/* HasPropertyKey */.LT(schema, 'properties')
        && guard/* IsObject */.av(schema.properties)
        && Object.values(schema.properties).every(value => IsSchema(value));
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/schema/types/propertyNames.mjs
// deno-fmt-ignore-file


// ------------------------------------------------------------------
// Guard
// ------------------------------------------------------------------
/**
 * Returns true if the schema contains a valid propertyNames property
 * @specification Json Schema 7
 */
function IsPropertyNames(schema) {
    return guard/* HasPropertyKey */.LT(schema, 'propertyNames')
        && (guard/* IsObject */.av(schema.propertyNames)
            || IsSchema(schema.propertyNames));
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/schema/types/minProperties.mjs
// deno-fmt-ignore-file

// ------------------------------------------------------------------
// Guard
// ------------------------------------------------------------------
/**
 * Returns true if the schema contains a valid minProperties property
 * @specification Json Schema 7
 */
function IsMinProperties(schema) {
    return guard/* HasPropertyKey */.LT(schema, 'minProperties')
        && guard/* IsNumber */.Mx(schema.minProperties);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/schema/types/maxProperties.mjs
// deno-fmt-ignore-file

// ------------------------------------------------------------------
// Guard
// ------------------------------------------------------------------
/**
 * Returns true if the schema contains a valid maxProperties property
 * @specification Json Schema 7
 */
function IsMaxProperties(schema) {
    return guard/* HasPropertyKey */.LT(schema, 'maxProperties')
        && guard/* IsNumber */.Mx(schema.maxProperties);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/schema/types/additionalItems.mjs
// deno-fmt-ignore-file


// ------------------------------------------------------------------
// Guard
// ------------------------------------------------------------------
/**
 * Returns true if the schema contains a valid additionalItems property
 * @specification Json Schema 7
 */
function IsAdditionalItems(schema) {
    return guard/* HasPropertyKey */.LT(schema, 'additionalItems')
        && IsSchema(schema.additionalItems);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/schema/types/contains.mjs
// deno-fmt-ignore-file


// ------------------------------------------------------------------
// Guard
// ------------------------------------------------------------------
/**
 * Returns true if the schema contains a valid contains property
 * @specification Json Schema 7
 */
function IsContains(schema) {
    return guard/* HasPropertyKey */.LT(schema, 'contains')
        && IsSchema(schema.contains);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/schema/types/items.mjs
// deno-fmt-ignore-file


// ------------------------------------------------------------------
// Guard
// ------------------------------------------------------------------
/**
 * Returns true if the schema contains a valid items property
 * @specification Json Schema 7
 */
function IsItems(schema) {
    return guard/* HasPropertyKey */.LT(schema, 'items')
        && (IsSchema(schema.items)
            || (guard/* IsArray */.QS(schema.items)
                && schema.items.every(value => {
                    return IsSchema(value);
                })));
}
/** Returns true if this schema is a sized items variant */
function IsItemsSized(schema) {
    return IsItems(schema) && guard/* IsArray */.QS(schema.items);
}
/** Returns true if this schema is a unsized items variant */
function IsItemsUnsized(schema) {
    return IsItems(schema) && !Guard.IsArray(schema.items);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/schema/types/minContains.mjs
// deno-fmt-ignore-file

// ------------------------------------------------------------------
// Guard
// ------------------------------------------------------------------
/**
 * Returns true if the schema contains a valid maxContains property
 * @specification Json Schema 2019-09
 */
function IsMinContains(schema) {
    return guard/* HasPropertyKey */.LT(schema, 'minContains')
        && guard/* IsNumber */.Mx(schema.minContains);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/schema/types/maxContains.mjs
// deno-fmt-ignore-file

// ------------------------------------------------------------------
// Guard
// ------------------------------------------------------------------
/**
 * Returns true if the schema contains a valid maxContains property
 * @specification Json Schema 2019-09
 */
function IsMaxContains(schema) {
    return guard/* HasPropertyKey */.LT(schema, 'maxContains')
        && guard/* IsNumber */.Mx(schema.maxContains);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/schema/types/minItems.mjs
// deno-fmt-ignore-file

// ------------------------------------------------------------------
// Guard
// ------------------------------------------------------------------
/**
 * Returns true if the schema contains a valid minItems property
 * @specification Json Schema 7
 */
function IsMinItems(schema) {
    return guard/* HasPropertyKey */.LT(schema, 'minItems')
        && guard/* IsNumber */.Mx(schema.minItems);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/schema/types/maxItems.mjs
// deno-fmt-ignore-file

// ------------------------------------------------------------------
// Guard
// ------------------------------------------------------------------
/**
 * Returns true if the schema contains a valid maxItems property
 * @specification Json Schema 7
 */
function IsMaxItems(schema) {
    return guard/* HasPropertyKey */.LT(schema, 'maxItems')
        && guard/* IsNumber */.Mx(schema.maxItems);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/schema/types/prefixItems.mjs
// deno-fmt-ignore-file


// ------------------------------------------------------------------
// Guard
// ------------------------------------------------------------------
/**
 * Returns true if the schema contains a valid prefixItems property
 */
function IsPrefixItems(schema) {
    return guard/* HasPropertyKey */.LT(schema, 'prefixItems')
        && guard/* IsArray */.QS(schema.prefixItems)
        && schema.prefixItems.every(schema => IsSchema(schema));
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/schema/types/uniqueItems.mjs
// deno-fmt-ignore-file

// ------------------------------------------------------------------
// Guard
// ------------------------------------------------------------------
/**
 * Returns true if the schema contains a valid uniqueItems property
 * @specification Json Schema 7
 */
function IsUniqueItems(schema) {
    return guard/* HasPropertyKey */.LT(schema, 'uniqueItems')
        && guard/* IsBoolean */.Zx(schema.uniqueItems);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/schema/types/minLength.mjs
// deno-fmt-ignore-file

// ------------------------------------------------------------------
// Guard
// ------------------------------------------------------------------
/**
 * Returns true if the schema contains a valid minLength property
 * @specification Json Schema 7
 */
function IsMinLength(schema) {
    return guard/* HasPropertyKey */.LT(schema, 'minLength')
        && guard/* IsNumber */.Mx(schema.minLength);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/schema/types/maxLength.mjs
// deno-fmt-ignore-file

// ------------------------------------------------------------------
// Guard
// ------------------------------------------------------------------
/**
 * Returns true if the schema contains a valid maxLength property
 * @specification Json Schema 7
 */
function IsMaxLength(schema) {
    return guard/* HasPropertyKey */.LT(schema, 'maxLength')
        && guard/* IsNumber */.Mx(schema.maxLength);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/schema/types/format.mjs
// deno-fmt-ignore-file

// ------------------------------------------------------------------
// Guard
// ------------------------------------------------------------------
/**
 * Returns true if the schema contains a valid format property
 * @specification Json Schema 7
 */
function IsFormat(schema) {
    return guard/* HasPropertyKey */.LT(schema, 'format')
        && guard/* IsString */.IP(schema.format);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/schema/types/pattern.mjs
// deno-fmt-ignore-file

// ------------------------------------------------------------------
// Guard
// ------------------------------------------------------------------
/**
 * Returns true if the schema contains a valid pattern property
 * @specification Json Schema 7
 */
function IsPattern(schema) {
    return guard/* HasPropertyKey */.LT(schema, 'pattern')
        && (guard/* IsString */.IP(schema.pattern)
            || schema.pattern instanceof RegExp);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/schema/types/exclusiveMinimum.mjs
// deno-fmt-ignore-file

// ------------------------------------------------------------------
// Guard
// ------------------------------------------------------------------
/**
 * Returns true if the schema contains a valid exclusiveMinimum property
 * @specification Json Schema 7
 */
function IsExclusiveMinimum(schema) {
    return guard/* HasPropertyKey */.LT(schema, 'exclusiveMinimum')
        && (guard/* IsNumber */.Mx(schema.exclusiveMinimum) || guard/* IsBigInt */.cQ(schema.exclusiveMinimum));
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/schema/types/exclusiveMaximum.mjs
// deno-fmt-ignore-file

// ------------------------------------------------------------------
// Guard
// ------------------------------------------------------------------
/**
 * Returns true if the schema contains a valid exclusiveMaximum property
 * @specification Json Schema 7
 */
function IsExclusiveMaximum(schema) {
    return guard/* HasPropertyKey */.LT(schema, 'exclusiveMaximum')
        && (guard/* IsNumber */.Mx(schema.exclusiveMaximum) || guard/* IsBigInt */.cQ(schema.exclusiveMaximum));
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/schema/types/minimum.mjs
// deno-fmt-ignore-file

// ------------------------------------------------------------------
// Guard
// ------------------------------------------------------------------
/**
 * Returns true if the schema contains a valid minimum property
 * @specification Json Schema 7
 */
function IsMinimum(schema) {
    return guard/* HasPropertyKey */.LT(schema, 'minimum')
        && (guard/* IsNumber */.Mx(schema.minimum) || guard/* IsBigInt */.cQ(schema.minimum));
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/schema/types/maximum.mjs
// deno-fmt-ignore-file

// ------------------------------------------------------------------
// Guard
// ------------------------------------------------------------------
/**
 * Returns true if the schema contains a valid maximum property
 * @specification Json Schema 7
 */
function IsMaximum(schema) {
    return guard/* HasPropertyKey */.LT(schema, 'maximum')
        && (guard/* IsNumber */.Mx(schema.maximum) || guard/* IsBigInt */.cQ(schema.maximum));
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/schema/types/multipleOf.mjs
// deno-fmt-ignore-file

// ------------------------------------------------------------------
// Guard
// ------------------------------------------------------------------
/**
 * Returns true if the schema contains a valid multipleOf property
 * @specification Json Schema 7
 */
function IsMultipleOf(schema) {
    return guard/* HasPropertyKey */.LT(schema, 'multipleOf')
        && (guard/* IsNumber */.Mx(schema.multipleOf) || guard/* IsBigInt */.cQ(schema.multipleOf));
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/schema/types/ref.mjs
// deno-fmt-ignore-file

// ------------------------------------------------------------------
// Guard
// ------------------------------------------------------------------
/**
 * Returns true if the schema contains a valid $ref property
 * @specification Json Schema 7
 */
function IsRef(schema) {
    return guard/* HasPropertyKey */.LT(schema, '$ref')
        && guard/* IsString */.IP(schema.$ref);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/schema/types/recursiveRef.mjs
// deno-fmt-ignore-file

// ------------------------------------------------------------------
// Guard
// ------------------------------------------------------------------
/**
 * Returns true if the schema contains a valid $recursiveRef property
 */
function IsRecursiveRef(schema) {
    return guard/* HasPropertyKey */.LT(schema, '$recursiveRef')
        && guard/* IsString */.IP(schema.$recursiveRef);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/schema/types/dynamicRef.mjs
// deno-fmt-ignore-file

// ------------------------------------------------------------------
// Guard
// ------------------------------------------------------------------
/**
 * Returns true if the schema contains a valid $dynamicRef property
 */
function IsDynamicRef(schema) {
    return guard/* HasPropertyKey */.LT(schema, '$dynamicRef')
        && guard/* IsString */.IP(schema.$dynamicRef);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/schema/types/const.mjs
// deno-fmt-ignore-file

// ------------------------------------------------------------------
// Guard
// ------------------------------------------------------------------
/**
 * Returns true if the schema contains a valid const property
 * @specification Json Schema 7
 */
function IsConst(value) {
    return guard/* HasPropertyKey */.LT(value, 'const');
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/schema/types/enum.mjs
// deno-fmt-ignore-file

// ------------------------------------------------------------------
// Guard
// ------------------------------------------------------------------
/**
 * Returns true if the schema contains a valid enum property
 * @specification Json Schema 7
 */
function IsEnum(schema) {
    return guard/* HasPropertyKey */.LT(schema, 'enum')
        && guard/* IsArray */.QS(schema.enum);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/schema/types/if.mjs
// deno-fmt-ignore-file


// ------------------------------------------------------------------
// Guard
// ------------------------------------------------------------------
/**
 * Returns true if the schema contains a valid $id property
 * @specification Json Schema 7
 */
function IsIf(schema) {
    return guard/* HasPropertyKey */.LT(schema, 'if')
        && IsSchema(schema.if);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/schema/types/not.mjs
// deno-fmt-ignore-file


// ------------------------------------------------------------------
// Guard
// ------------------------------------------------------------------
/**
 * Returns true if the schema contains a valid not property
 * @specification Json Schema 7
 */
function IsNot(schema) {
    return guard/* HasPropertyKey */.LT(schema, 'not')
        && IsSchema(schema.not);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/schema/types/allOf.mjs
// deno-fmt-ignore-file


// ------------------------------------------------------------------
// Guard
// ------------------------------------------------------------------
/**
 * Returns true if the schema contains a valid allOf property
 * @specification Json Schema 7
 */
function IsAllOf(schema) {
    return guard/* HasPropertyKey */.LT(schema, 'allOf')
        && guard/* IsArray */.QS(schema.allOf)
        && schema.allOf.every(value => IsSchema(value));
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/schema/types/anyOf.mjs
// deno-fmt-ignore-file


// ------------------------------------------------------------------
// Guard
// ------------------------------------------------------------------
/**
 * Returns true if the schema contains a valid anyOf property
 * @specification Json Schema 7
 */
function IsAnyOf(schema) {
    return guard/* HasPropertyKey */.LT(schema, 'anyOf')
        && guard/* IsArray */.QS(schema.anyOf)
        && schema.anyOf.every(value => IsSchema(value));
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/schema/types/oneOf.mjs
// deno-fmt-ignore-file


// ------------------------------------------------------------------
// Guard
// ------------------------------------------------------------------
/**
 * Returns true if the schema contains a valid oneOf property
 * @specification Json Schema 7
 */
function IsOneOf(schema) {
    return guard/* HasPropertyKey */.LT(schema, 'oneOf')
        && guard/* IsArray */.QS(schema.oneOf)
        && schema.oneOf.every(value => IsSchema(value));
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/schema/types/unevaluatedItems.mjs
// deno-fmt-ignore-file


// ------------------------------------------------------------------
// Guard
// ------------------------------------------------------------------
/**
 * Returns true if the schema contains a valid unevaluatedItems property
 * @specification Json Schema 2019-09
 */
function IsUnevaluatedItems(schema) {
    return guard/* HasPropertyKey */.LT(schema, 'unevaluatedItems')
        && IsSchema(schema.unevaluatedItems);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/schema/types/unevaluatedProperties.mjs
// deno-fmt-ignore-file


// ------------------------------------------------------------------
// Guard
// ------------------------------------------------------------------
/**
 * Returns true if the schema contains a valid unevaluatedProperties property
 * @specification Json Schema 2019-09
 */
function IsUnevaluatedProperties(schema) {
    return guard/* HasPropertyKey */.LT(schema, 'unevaluatedProperties')
        && IsSchema(schema.unevaluatedProperties);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/schema/types/_refine.mjs
// deno-fmt-ignore-file

// ------------------------------------------------------------------
// Guard
// ------------------------------------------------------------------
/**
 * Returns true if the schema contains an '~refine` keyword
 * @specification None
 */
function IsRefine(value) {
    return guard/* HasPropertyKey */.LT(value, '~refine')
        && guard/* IsArray */.QS(value["~refine"])
        && guard/* Every */.uC(value['~refine'], 0, value => guard/* IsObject */.av(value)
            && guard/* HasPropertyKey */.LT(value, 'check')
            && guard/* HasPropertyKey */.LT(value, 'error')
            && guard/* IsFunction */.hg(value.check)
            && guard/* IsFunction */.hg(value.error));
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/schema/engine/_refine.mjs
// deno-fmt-ignore-file


// ------------------------------------------------------------------
// Build
// ------------------------------------------------------------------
function BuildRefineMultiple(_stack, _context, schema, value) {
    const external = Externals.CreateVariable(schema['~refine']);
    return E.Every(external, E.Constant(0), ['refinement', '_'], E.Call(E.Member('refinement', 'check'), [value]));
}
function BuildRefineSingle(_stack, _context, schema, value) {
    const external = Externals.CreateVariable(schema['~refine'][0]);
    return E.Call(E.Member(external, 'check'), [value]);
}
function _refine_BuildRefine(_stack, _context, schema, value) {
    return G.IsEqual(schema['~refine'].length, 1)
        ? BuildRefineSingle(_stack, _context, schema, value)
        : BuildRefineMultiple(_stack, _context, schema, value);
}
// ------------------------------------------------------------------
// Check
// ------------------------------------------------------------------
function CheckRefine(_stack, _context, schema, value) {
    return guard/* Every */.uC(schema['~refine'], 0, (refinement, _) => refinement.check(value));
}
// ------------------------------------------------------------------
// Error
// ------------------------------------------------------------------
function ErrorRefine(_stack, context, schemaPath, instancePath, schema, value) {
    return guard/* EveryAll */.b6(schema['~refine'], 0, (refinement, index) => {
        return refinement.check(value) ||
            context.AddError('~refine', schemaPath, instancePath, { index, message: refinement.error(value) });
    });
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/schema/types/id.mjs
// deno-fmt-ignore-file

// ------------------------------------------------------------------
// Guard
// ------------------------------------------------------------------
/**
 * Returns true if the schema contains a valid $id property
 * @specification Json Schema 7
 */
function IsId(schema) {
    return guard/* HasPropertyKey */.LT(schema, '$id')
        && guard/* IsString */.IP(schema.$id);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/schema/types/dynamicAnchor.mjs
// deno-fmt-ignore-file

// ------------------------------------------------------------------
// Guard
// ------------------------------------------------------------------
/**
 * Returns true if the schema contains a valid $dynamicAnchor property
 */
function IsDynamicAnchor(schema) {
    return guard/* HasPropertyKey */.LT(schema, '$dynamicAnchor')
        && guard/* IsString */.IP(schema.$dynamicAnchor);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/schema/types/recursiveAnchor.mjs
// deno-fmt-ignore-file

// ------------------------------------------------------------------
// Guard
// ------------------------------------------------------------------
/**
 * Returns true if the schema contains a valid $recursiveAnchor property
 */
function IsRecursiveAnchor(schema) {
    return guard/* HasPropertyKey */.LT(schema, '$recursiveAnchor')
        && guard/* IsBoolean */.Zx(schema.$recursiveAnchor);
}
/**
 * Returns true if the schema contains a valid $recursiveAnchor property that is true
 */
function IsRecursiveAnchorTrue(schema) {
    return IsRecursiveAnchor(schema)
        && guard/* IsEqual */.hb(schema.$recursiveAnchor, true);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/schema/engine/_stack.mjs


// ------------------------------------------------------------------
// DefaultUri
// ------------------------------------------------------------------
const DefaultUri = 'urn:typebox:root';
// ------------------------------------------------------------------
// NextUri
//
// Resolves a relative or absolute ref against a base URI or URN.
// Hierarchical bases (http, https, etc.) resolve using the normal
// URL rules. URN bases have no path to resolve against, so the ref
// is appended after the base's last ':' segment instead.
// ------------------------------------------------------------------
function NextUri(ref, base) {
    return (URL.canParse(ref, base)) ? new URL(ref, base) : guard/* IsEqual */.hb(base, DefaultUri) ? new URL(`${base}:${ref}`) : new URL(`${base.slice(0, base.lastIndexOf(':'))}:${ref}`);
}
// ------------------------------------------------------------------
// Stack
//
// Creates the root frame a schema traversal starts from.
// ------------------------------------------------------------------
function _stack_Stack(context, schema) {
    const base = IsSchemaObject(schema) && IsId(schema) ? NextUri(schema.$id, DefaultUri).href : DefaultUri;
    return {
        context,
        schema,
        lexicalSchema: schema,
        lexicalBase: base,
        resourceBase: base,
        referenceBase: base,
        ids: [],
        useResourceBaseForReference: true,
        recursiveAnchor: undefined,
        dynamicAnchors: [],
        resourceEntries: new Map(),
        pendingResource: true,
        enteredResource: false
    };
}
// ------------------------------------------------------------------
// RegisterResourceAnchors
//
// Collects $dynamicAnchor schemas reachable from a resource root,
// stopping at nested $id boundaries which own their own anchors.
// ------------------------------------------------------------------
function RegisterResourceAnchors(anchors, schema, isRoot = true) {
    if (IsSchemaBoolean(schema))
        return anchors;
    if (Array.isArray(schema))
        return schema.reduce((result, item) => RegisterResourceAnchors(result, item, false), anchors);
    if (!IsSchemaObject(schema))
        return anchors;
    if (!isRoot && IsId(schema))
        return anchors;
    const next = !isRoot && IsDynamicAnchor(schema) ? [...anchors, schema] : anchors;
    return Object.keys(schema).reduce((result, key) => RegisterResourceAnchors(result, schema[key], false), next);
}
// ------------------------------------------------------------------
// ResourceEntry
//
// A ref crossing (Resolve.Ref) may have marked `schema` as the entry
// point of a retrieved/legacy resource. If so the frame resets to
// that resource's base/root instead of chaining onto the parent.
// ------------------------------------------------------------------
function ResourceEntry(stack, schema) {
    return stack.resourceEntries.get(schema);
}
function NextEnteredResource(stack, schema) {
    return stack.enteredResource || ResourceEntry(stack, schema) !== undefined;
}
// ------------------------------------------------------------------
// NextStack
//
// Each Next* helper below computes one XStack field in isolation from
// the previous frame and the schema being pushed.
// ------------------------------------------------------------------
function IsRelativeId(schema) {
    return !/^[A-Za-z][A-Za-z0-9+.-]*:/.test(schema.$id);
}
function NextIds(stack, schema) {
    return IsId(schema) ? [...stack.ids, schema] : stack.ids;
}
function NextRecursiveAnchor(stack, schema) {
    return stack.recursiveAnchor ?? (IsRecursiveAnchorTrue(schema) ? schema : undefined);
}
function NextDynamicAnchors(stack, schema) {
    const registered = IsId(schema) ? RegisterResourceAnchors(stack.dynamicAnchors, schema) : stack.dynamicAnchors;
    return IsDynamicAnchor(schema) ? [...registered, schema] : registered;
}
function NextPendingResource(stack, schema) {
    return IsId(schema) ? false : stack.pendingResource;
}
function NextLexicalBase(stack, schema) {
    const entry = ResourceEntry(stack, schema);
    if (entry)
        return entry.base;
    return IsId(schema) ? NextUri(schema.$id, stack.lexicalBase).href : stack.lexicalBase;
}
function NextResourceBase(stack, schema) {
    const entry = ResourceEntry(stack, schema);
    if (entry)
        return entry.base;
    return (IsId(schema) && stack.pendingResource) ? NextUri(schema.$id, stack.resourceBase).href : stack.resourceBase;
}
function NextUseResourceBaseForReference(stack, schema) {
    return IsId(schema) ? !IsRelativeId(schema) : stack.useResourceBaseForReference;
}
function NextReferenceBase(stack, schema) {
    const isRetrieved = NextEnteredResource(stack, schema);
    const useResourceBaseForReference = NextUseResourceBaseForReference(stack, schema);
    return (isRetrieved || useResourceBaseForReference) ? NextResourceBase(stack, schema) : NextLexicalBase(stack, schema);
}
function NextLexicalSchema(stack, schema) {
    const entry = ResourceEntry(stack, schema);
    if (entry)
        return entry.root;
    return IsId(schema) ? schema : stack.lexicalSchema;
}
// ------------------------------------------------------------------
// NextStack | HasStackKeywords (Optimization)
//
// HasStackKeywords narrows schema to an object and checks whether it
// carries $id, $dynamicAnchor, a first-seen $recursiveAnchor, or a
// resource-entry point. When none apply, NextStack skips the frame
// rebuild and returns the parent stack as-is.
// ------------------------------------------------------------------
function HasStackKeywords(stack, schema) {
    return IsSchemaObject(schema) && (IsId(schema) ||
        IsDynamicAnchor(schema) ||
        (guard/* IsUndefined */.R1(stack.recursiveAnchor) && IsRecursiveAnchorTrue(schema)) ||
        !guard/* IsUndefined */.R1(ResourceEntry(stack, schema)));
}
function NextStack(stack, schema) {
    return HasStackKeywords(stack, schema)
        ? {
            ...stack,
            ids: NextIds(stack, schema),
            dynamicAnchors: NextDynamicAnchors(stack, schema),
            recursiveAnchor: NextRecursiveAnchor(stack, schema),
            pendingResource: NextPendingResource(stack, schema),
            lexicalBase: NextLexicalBase(stack, schema),
            resourceBase: NextResourceBase(stack, schema),
            useResourceBaseForReference: NextUseResourceBaseForReference(stack, schema),
            referenceBase: NextReferenceBase(stack, schema),
            lexicalSchema: NextLexicalSchema(stack, schema),
            enteredResource: NextEnteredResource(stack, schema)
        }
        : stack;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/schema/engine/additionalItems.mjs
// deno-fmt-ignore-file




// ------------------------------------------------------------------
// Valid
// ------------------------------------------------------------------
function IsValid(schema) {
    return IsItems(schema) && guard/* IsArray */.QS(schema.items);
}
// ------------------------------------------------------------------
// Build
// ------------------------------------------------------------------
function BuildAdditionalItemsStandard(stack, context, schema, value) {
    const [item, index] = [Unique.CreateUnique(), Unique.CreateUnique()];
    const isSchema = BuildSchemaPushStack(stack, context, schema.additionalItems, item);
    const isLength = E.IsLessThan(index, E.Constant(schema.items.length));
    const addIndex = context.AddIndex(index);
    return E.Every(value, E.Constant(0), [item, index], E.Or(isLength, E.And(isSchema, addIndex)));
}
function BuildAdditionalItemsFast(stack, context, schema, value) {
    const [item, index] = [Unique.CreateUnique(), Unique.CreateUnique()];
    const isSchema = BuildSchemaPushStack(stack, context, schema.additionalItems, item);
    const isLength = E.IsLessThan(index, E.Constant(schema.items.length));
    return E.Every(value, E.Constant(0), [item, index], E.Or(isLength, isSchema));
}
function additionalItems_BuildAdditionalItems(stack, context, schema, value) {
    if (!IsValid(schema))
        return E.Constant(true);
    return context.UseUnevaluated()
        ? BuildAdditionalItemsStandard(stack, context, schema, value)
        : BuildAdditionalItemsFast(stack, context, schema, value);
}
// ------------------------------------------------------------------
// Check
// ------------------------------------------------------------------
function CheckAdditionalItems(stack, context, schema, value) {
    if (!IsValid(schema))
        return true;
    const isAdditionalItems = guard/* Every */.uC(value, 0, (item, index) => {
        return guard/* IsLessThan */.Ts(index, schema.items.length)
            || (CheckSchemaPushStack(stack, context, schema.additionalItems, item) && context.AddIndex(index));
    });
    return isAdditionalItems;
}
// ------------------------------------------------------------------
// Error
// ------------------------------------------------------------------
function ErrorAdditionalItems(stack, context, schemaPath, instancePath, schema, value) {
    if (!IsValid(schema))
        return true;
    const isAdditionalItems = guard/* Every */.uC(value, 0, (item, index) => {
        const nextSchemaPath = `${schemaPath}/additionalItems`;
        const nextInstancePath = `${instancePath}/${index}`;
        return guard/* IsLessThan */.Ts(index, schema.items.length) ||
            (ErrorSchemaPushStack(stack, context, nextSchemaPath, nextInstancePath, schema.additionalItems, item) && context.AddIndex(index));
    });
    return isAdditionalItems;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/schema/engine/_pathing.mjs
// ------------------------------------------------------------------
// EncodeFragment
//
// We use this function to encode instancePath and schemaPath path
// fragments for errors. We need this encoding such that callers
// can use Pointer to deref error targets. We should consider adding
// this to the Pointer module as Pointer.Encode(...) (review)
// ------------------------------------------------------------------
function EncodeFragment(fragment) {
    return fragment.replace(/~/g, '~0').replace(/\//g, '~1');
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/schema/engine/_regexp.mjs
/** Standard RegExp with Unicode */
function _regexp_UnicodeRegExp(pattern) {
    return new RegExp(pattern, 'u');
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/schema/engine/additionalProperties.mjs
// deno-fmt-ignore-file







// ------------------------------------------------------------------
// Optimization: IsAdditionalPropertiesIgnored
//
// We can ignore additionalProperties if the schema is true-like and
// we are not in an unevaluated context, noting that additional
// properties are considered tracked, evaluated keys.
// ------------------------------------------------------------------
function IsAdditionalPropertiesIgnored(context, additionalProperties) {
    return !context.UseUnevaluated() &&
        (G.IsEqual(additionalProperties, true) ||
            (G.IsObject(additionalProperties) && G.IsEqual(G.Keys(additionalProperties).length, 0)));
}
// ------------------------------------------------------------------
// Optimization: GetPropertiesPattern
//
// Constructs a regular expression that matches all property keys
// and pattern properties defined in a schema. This approach unifies
// handling of both property types, avoiding separate logic paths.
//
// If no keys or patterns are present, it returns a pattern that
// matches nothing: '(?!)'.
//
// ------------------------------------------------------------------
function GetPropertyKeyAsPattern(key) {
    const escaped = key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return `^${escaped}$`;
}
function GetPropertiesPattern(schema) {
    const patterns = [];
    if (IsPatternProperties(schema))
        patterns.push(...guard/* Keys */.D$(schema.patternProperties));
    if (IsProperties(schema))
        patterns.push(...guard/* Keys */.D$(schema.properties).map(GetPropertyKeyAsPattern));
    return guard/* IsEqual */.hb(patterns.length, 0) ? '(?!)' : `(${patterns.join('|')})`;
}
// ------------------------------------------------------------------
// BuildAdditionalPropertiesFast (AdditionalProperties False)
//
// - AdditionalProperties is explicitly set to false,
// - The schema uses only Properties (no PatternProperties),
// - Required contains exactly the keys in Properties.
//
// ------------------------------------------------------------------
function HasExactRequiredProperties(schema) {
    const keys = G.Keys(schema.properties);
    return G.IsEqual(keys.length, schema.required.length)
        && G.Every(keys, 0, (key) => schema.required.includes(key));
}
function CanAdditionalPropertiesFast(_context, schema, _value) {
    return Schema.IsRequired(schema)
        && Schema.IsProperties(schema)
        && !Schema.IsPatternProperties(schema)
        && G.IsEqual(schema.additionalProperties, false)
        && HasExactRequiredProperties(schema);
}
function BuildAdditionalPropertiesFast(_context, schema, value) {
    return E.IsEqual(E.Member(E.Call(E.Member('Object', 'getOwnPropertyNames'), [value]), 'length'), E.Constant(schema.required.length));
}
// ------------------------------------------------------------------
// BuildAdditionalPropertiesStandard
// ------------------------------------------------------------------
function BuildAdditionalPropertiesStandard(stack, context, schema, value) {
    const [key, _index] = [Unique.CreateUnique(), Unique.CreateUnique()];
    const regexp = Externals.CreateVariable(UnicodeRegExp(GetPropertiesPattern(schema)));
    const isSchema = BuildSchemaPushStack(stack, context, schema.additionalProperties, `${value}[${key}]`);
    const isKey = E.Call(E.Member(regexp, 'test'), [key]);
    const addKey = context.AddKey(key);
    const guarded = context.UseUnevaluated() ? E.Or(isKey, E.And(isSchema, addKey)) : E.Or(isKey, isSchema);
    const result = E.Every(E.Keys(value), E.Constant(0), [key, _index], guarded);
    return result;
}
// ------------------------------------------------------------------
// Build
// ------------------------------------------------------------------
function additionalProperties_BuildAdditionalProperties(stack, context, schema, value) {
    if (IsAdditionalPropertiesIgnored(context, schema.additionalProperties))
        return E.Constant(true);
    return CanAdditionalPropertiesFast(context, schema, value)
        ? BuildAdditionalPropertiesFast(context, schema, value)
        : BuildAdditionalPropertiesStandard(stack, context, schema, value);
}
// ------------------------------------------------------------------
// Check
// ------------------------------------------------------------------
function CheckAdditionalProperties(stack, context, schema, value) {
    const regexp = _regexp_UnicodeRegExp(GetPropertiesPattern(schema));
    const isAdditionalProperties = guard/* Every */.uC(guard/* Keys */.D$(value), 0, (key, _index) => {
        return regexp.test(key) ||
            (CheckSchemaPushStack(stack, context, schema.additionalProperties, value[key]) && context.AddKey(key));
    });
    return isAdditionalProperties;
}
// ------------------------------------------------------------------
// Error
// ------------------------------------------------------------------
function ErrorAdditionalProperties(stack, context, schemaPath, instancePath, schema, value) {
    const regexp = _regexp_UnicodeRegExp(GetPropertiesPattern(schema));
    const additionalProperties = [];
    const isAdditionalProperties = guard/* EveryAll */.b6(guard/* Keys */.D$(value), 0, (key, _index) => {
        const nextSchemaPath = `${schemaPath}/additionalProperties`;
        const nextInstancePath = `${instancePath}/${EncodeFragment(key)}`;
        const isAdditionalProperty = regexp.test(key) ||
            (ErrorSchemaPushStack(stack, context, nextSchemaPath, nextInstancePath, schema.additionalProperties, value[key]) && context.AddKey(key));
        if (!isAdditionalProperty)
            additionalProperties.push(key);
        return isAdditionalProperty;
    });
    return isAdditionalProperties ||
        context.AddError('additionalProperties', schemaPath, instancePath, { additionalProperties });
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/schema/engine/_reducer.mjs
// deno-fmt-ignore-file


// ------------------------------------------------------------------
// Reducer
//
// This function is used to generate an reducer evaluation context 
// for the allOf, anyOf, oneOf and not keywords. The reducer mechansism
// is required from 2019-09 onwards to gather evaluated keys and indices
// for the unevaluatedItems and unevaluatedProperties keywords.
//
// ------------------------------------------------------------------
//
// const context = new Context() // exterior
//
// (() => {
//   const results = []
//
//   const context_0 = context.Clone()
//   const context_1 = context.Clone()
//   const context_2 = context.Clone()
//   const context_3 = context.Clone()
//   
//   const condition_0 = ((context) => <subschema>)(context_0)
//   const condition_1 = ((context) => <subschema>)(context_1)
//   const condition_2 = ((context) => <subschema>)(context_2)
//   const condition_3 = ((context) => <subschema>)(context_3)
// 
//   if(condition_0) results.push(context_0)
//   if(condition_1) results.push(context_1)
//   if(condition_2) results.push(context_2)
//   if(condition_3) results.push(context_3)
//
//   return <check> && context.Merge(results)
// })()
//
// ------------------------------------------------------------------
function _reducer_Reducer(stack, context, schemas, value, check) {
    const results = E.ConstDeclaration('results', '[]');
    const context_n = schemas.map((_schema, index) => E.ConstDeclaration(`context_${index}`, E.New('CheckContext', [])));
    const condition_n = schemas.map((schema, index) => E.ConstDeclaration(`condition_${index}`, E.Call(E.ArrowFunction(['context'], BuildSchema(stack, context, schema, value)), [`context_${index}`])));
    const checks = schemas.map((_schema, index) => E.If(`condition_${index}`, E.Call(E.Member('results', 'push'), [`context_${index}`])));
    const returns = E.Return(E.And(check, context.Merge('results')));
    return E.Call(E.ArrowFunction([], E.Statements([results, ...context_n, ...condition_n, ...checks, returns])), []);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/schema/engine/allOf.mjs
// deno-fmt-ignore-file




// ------------------------------------------------------------------
// Build
// ------------------------------------------------------------------
function BuildAllOfStandard(stack, context, schema, value) {
    return Reducer(stack, context, schema.allOf, value, E.IsEqual(E.Member('results', 'length'), E.Constant(schema.allOf.length)));
}
function BuildAllOfFast(stack, context, schema, value) {
    return E.ReduceAnd(schema.allOf.map((schema) => BuildSchema(stack, context, schema, value)));
}
function allOf_BuildAllOf(stack, context, schema, value) {
    return context.UseUnevaluated()
        ? BuildAllOfStandard(stack, context, schema, value)
        : BuildAllOfFast(stack, context, schema, value);
}
// ------------------------------------------------------------------
// Check
// ------------------------------------------------------------------
function CheckAllOf(stack, context, schema, value) {
    const results = schema.allOf.reduce((result, schema) => {
        const nextContext = new CheckContext();
        return CheckSchema(stack, nextContext, schema, value) ? [...result, nextContext] : result;
    }, []);
    return guard/* IsEqual */.hb(results.length, schema.allOf.length) && context.Merge(results);
}
// ------------------------------------------------------------------
// Error
// ------------------------------------------------------------------
function ErrorAllOf(stack, context, schemaPath, instancePath, schema, value) {
    const failedContexts = [];
    const results = schema.allOf.reduce((result, schema, index) => {
        const nextSchemaPath = `${schemaPath}/allOf/${index}`;
        const nextContext = new ErrorContext();
        const isSchema = ErrorSchema(stack, nextContext, nextSchemaPath, instancePath, schema, value);
        if (!isSchema)
            failedContexts.push(nextContext);
        return isSchema ? [...result, nextContext] : result;
    }, []);
    const isAllOf = guard/* IsEqual */.hb(results.length, schema.allOf.length) && context.Merge(results);
    if (!isAllOf)
        failedContexts.forEach(failed => context.AddErrors(failed.GetErrors()));
    return isAllOf;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/schema/engine/anyOf.mjs
// deno-fmt-ignore-file




// ------------------------------------------------------------------
// Build
// ------------------------------------------------------------------
function BuildAnyOfStandard(stack, context, schema, value) {
    return Reducer(stack, context, schema.anyOf, value, E.IsGreaterThan(E.Member('results', 'length'), E.Constant(0)));
}
function BuildAnyOfFast(stack, context, schema, value) {
    return E.ReduceOr(schema.anyOf.map((schema) => BuildSchema(stack, context, schema, value)));
}
function anyOf_BuildAnyOf(stack, context, schema, value) {
    return context.UseUnevaluated()
        ? BuildAnyOfStandard(stack, context, schema, value)
        : BuildAnyOfFast(stack, context, schema, value);
}
// ------------------------------------------------------------------
// Check
// ------------------------------------------------------------------
function CheckAnyOf(stack, context, schema, value) {
    const results = schema.anyOf.reduce((result, schema) => {
        const nextContext = new CheckContext();
        return CheckSchema(stack, nextContext, schema, value) ? [...result, nextContext] : result;
    }, []);
    return guard/* IsGreaterThan */.g_(results.length, 0) && context.Merge(results);
}
// ------------------------------------------------------------------
// Error
// ------------------------------------------------------------------
function ErrorAnyOf(stack, context, schemaPath, instancePath, schema, value) {
    const failedContexts = [];
    const results = schema.anyOf.reduce((result, schema, index) => {
        const nextContext = new ErrorContext();
        const nextSchemaPath = `${schemaPath}/anyOf/${index}`;
        const isSchema = ErrorSchema(stack, nextContext, nextSchemaPath, instancePath, schema, value);
        if (!isSchema)
            failedContexts.push(nextContext);
        return isSchema ? [...result, nextContext] : result;
    }, []);
    const isAnyOf = guard/* IsGreaterThan */.g_(results.length, 0) && context.Merge(results);
    if (!isAnyOf)
        failedContexts.forEach(failed => context.AddErrors(failed.GetErrors()));
    return isAnyOf || context.AddError('anyOf', schemaPath, instancePath, {});
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/schema/engine/boolean.mjs
// deno-fmt-ignore-file

// ------------------------------------------------------------------
// Build
// ------------------------------------------------------------------
function boolean_BuildSchemaBoolean(_stack, _context, schema, _value) {
    return schema ? E.Constant(true) : E.Constant(false);
}
// ------------------------------------------------------------------
// Check
// ------------------------------------------------------------------
function CheckSchemaBoolean(_stack, _context, schema, _value) {
    return schema;
}
// ------------------------------------------------------------------
// Error
// ------------------------------------------------------------------
function ErrorSchemaBoolean(stack, context, schemaPath, instancePath, schema, value) {
    return CheckSchemaBoolean(stack, context, schema, value) ||
        context.AddError('boolean', schemaPath, instancePath, {});
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/schema/engine/const.mjs
// deno-fmt-ignore-file


// ------------------------------------------------------------------
// Build
// ------------------------------------------------------------------
function const_BuildConst(_stack, _context, schema, value) {
    return G.IsValueLike(schema.const)
        ? E.IsEqual(value, E.Constant(schema.const))
        : E.IsDeepEqual(value, Externals.CreateVariable(schema.const));
}
// ------------------------------------------------------------------
// Check
// ------------------------------------------------------------------
function CheckConst(_stack, _context, schema, value) {
    return guard/* IsValueLike */.v9(schema.const)
        ? guard/* IsEqual */.hb(value, schema.const)
        : guard/* IsDeepEqual */.pW(value, schema.const);
}
// ------------------------------------------------------------------
// Check
// ------------------------------------------------------------------
function ErrorConst(stack, context, schemaPath, instancePath, schema, value) {
    return CheckConst(stack, context, schema, value) ||
        context.AddError('const', schemaPath, instancePath, { allowedValue: schema.const });
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/schema/engine/contains.mjs
// deno-fmt-ignore-file




// ------------------------------------------------------------------
// Invalid
// ------------------------------------------------------------------
function contains_IsValid(schema) {
    return !(IsMinContains(schema) && guard/* IsEqual */.hb(schema.minContains, 0));
}
// ------------------------------------------------------------------
// Build
// ------------------------------------------------------------------
function BuildContainsStandard(stack, context, schema, value) {
    const [item, index] = [Unique.CreateUnique(), Unique.CreateUnique()];
    const isLength = E.Not(E.IsEqual(E.Member(value, 'length'), E.Constant(0)));
    const isSome = E.SomeAll(value, [item, index], E.And(BuildSchema(stack, context, schema.contains, item), context.AddIndex(index)));
    return E.And(isLength, isSome);
}
function BuildContainsFast(stack, context, schema, value) {
    const [item] = [Unique.CreateUnique()];
    const isLength = E.Not(E.IsEqual(E.Member(value, 'length'), E.Constant(0)));
    const isSome = E.Some(value, [item, '_'], BuildSchema(stack, context, schema.contains, item));
    return E.And(isLength, isSome);
}
function contains_BuildContains(stack, context, schema, value) {
    if (!contains_IsValid(schema))
        return E.Constant(true);
    return context.UseUnevaluated()
        ? BuildContainsStandard(stack, context, schema, value)
        : BuildContainsFast(stack, context, schema, value);
}
// ------------------------------------------------------------------
// Check
// ------------------------------------------------------------------
function CheckContains(stack, context, schema, value) {
    if (!contains_IsValid(schema))
        return true;
    return !guard/* IsEqual */.hb(value.length, 0) && guard/* SomeAll */.Ux(value, (item, index) => {
        return CheckSchema(stack, context, schema.contains, item) && context.AddIndex(index);
    });
}
// ------------------------------------------------------------------
// Error
// ------------------------------------------------------------------
function ErrorContains(stack, context, schemaPath, instancePath, schema, value) {
    return CheckContains(stack, context, schema, value) ||
        context.AddError('contains', schemaPath, instancePath, { minContains: 1 });
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/schema/engine/dependencies.mjs
// deno-fmt-ignore-file



// ------------------------------------------------------------------
// Build
// ------------------------------------------------------------------
function dependencies_BuildDependencies(stack, context, schema, value) {
    const isLength = E.IsEqual(E.Member(E.Keys(value), 'length'), E.Constant(0));
    const isEveryDependency = E.ReduceAnd(G.Entries(schema.dependencies).map(([key, schema]) => {
        const notKey = E.Not(E.HasPropertyKey(value, E.Constant(key)));
        const isSchema = BuildSchema(stack, context, schema, value);
        const isEveryKey = (schema) => E.ReduceAnd(schema.map((key) => E.HasPropertyKey(value, E.Constant(key))));
        return E.Or(notKey, G.IsArray(schema) ? isEveryKey(schema) : isSchema);
    }));
    return E.Or(isLength, isEveryDependency);
}
// ------------------------------------------------------------------
// Check
// ------------------------------------------------------------------
function CheckDependencies(stack, context, schema, value) {
    const isLength = guard/* IsEqual */.hb(guard/* Keys */.D$(value).length, 0);
    const isEvery = guard/* Every */.uC(guard/* Entries */.Rv(schema.dependencies), 0, ([key, schema]) => {
        return !guard/* HasPropertyKey */.LT(value, key) || (guard/* IsArray */.QS(schema)
            ? schema.every((key) => guard/* HasPropertyKey */.LT(value, key))
            : CheckSchema(stack, context, schema, value));
    });
    return isLength || isEvery;
}
// ------------------------------------------------------------------
// Error
// ------------------------------------------------------------------
function ErrorDependencies(stack, context, schemaPath, instancePath, schema, value) {
    const isLength = guard/* IsEqual */.hb(guard/* Keys */.D$(value).length, 0);
    const isEvery = guard/* EveryAll */.b6(guard/* Entries */.Rv(schema.dependencies), 0, ([key, schema]) => {
        const nextSchemaPath = `${schemaPath}/dependencies/${EncodeFragment(key)}`;
        return !guard/* HasPropertyKey */.LT(value, key) || (guard/* IsArray */.QS(schema)
            ? schema.every((dependency) => guard/* HasPropertyKey */.LT(value, dependency) ||
                context.AddError('dependencies', schemaPath, instancePath, { property: key, dependencies: schema }))
            : ErrorSchema(stack, context, nextSchemaPath, instancePath, schema, value));
    });
    return isLength || isEvery;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/schema/engine/dependentRequired.mjs
// deno-fmt-ignore-file

// ------------------------------------------------------------------
// Build
// ------------------------------------------------------------------
function dependentRequired_BuildDependentRequired(_stack, _context, schema, value) {
    const isLength = E.IsEqual(E.Member(E.Keys(value), 'length'), E.Constant(0));
    const isEvery = E.ReduceAnd(G.Entries(schema.dependentRequired).map(([key, keys]) => {
        const notKey = E.Not(E.HasPropertyKey(value, E.Constant(key)));
        const everyKey = E.ReduceAnd(keys.map((key) => E.HasPropertyKey(value, E.Constant(key))));
        return E.Or(notKey, everyKey);
    }));
    return E.Or(isLength, isEvery);
}
// ------------------------------------------------------------------
// Check
// ------------------------------------------------------------------
function CheckDependentRequired(_stack, _context, schema, value) {
    const isLength = guard/* IsEqual */.hb(guard/* Keys */.D$(value).length, 0);
    const isEvery = guard/* Every */.uC(guard/* Entries */.Rv(schema.dependentRequired), 0, ([key, keys]) => {
        return !guard/* HasPropertyKey */.LT(value, key) ||
            keys.every((key) => guard/* HasPropertyKey */.LT(value, key));
    });
    return isLength || isEvery;
}
// ------------------------------------------------------------------
// Error
// ------------------------------------------------------------------
function ErrorDependentRequired(_stack, context, schemaPath, instancePath, schema, value) {
    const isLength = guard/* IsEqual */.hb(guard/* Keys */.D$(value).length, 0);
    const isEveryEntry = guard/* EveryAll */.b6(guard/* Entries */.Rv(schema.dependentRequired), 0, ([key, keys]) => {
        return !guard/* HasPropertyKey */.LT(value, key) || guard/* EveryAll */.b6(keys, 0, (dependency) => guard/* HasPropertyKey */.LT(value, dependency) ||
            context.AddError('dependentRequired', schemaPath, instancePath, { property: key, dependencies: keys }));
    });
    return isLength || isEveryEntry;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/schema/engine/dependentSchemas.mjs
// deno-fmt-ignore-file



// ------------------------------------------------------------------
// Build
// ------------------------------------------------------------------
function dependentSchemas_BuildDependentSchemas(stack, context, schema, value) {
    const isLength = E.IsEqual(E.Member(E.Keys(value), 'length'), E.Constant(0));
    const isEvery = E.ReduceAnd(G.Entries(schema.dependentSchemas).map(([key, schema]) => {
        const notKey = E.Not(E.HasPropertyKey(value, E.Constant(key)));
        const isSchema = BuildSchema(stack, context, schema, value);
        return E.Or(notKey, isSchema);
    }));
    return E.Or(isLength, isEvery);
}
// ------------------------------------------------------------------
// Check
// ------------------------------------------------------------------
function CheckDependentSchemas(stack, context, schema, value) {
    const isLength = guard/* IsEqual */.hb(guard/* Keys */.D$(value).length, 0);
    const isEvery = guard/* Every */.uC(guard/* Entries */.Rv(schema.dependentSchemas), 0, ([key, schema]) => {
        return !guard/* HasPropertyKey */.LT(value, key) ||
            CheckSchema(stack, context, schema, value);
    });
    return isLength || isEvery;
}
// ------------------------------------------------------------------
// Error
// ------------------------------------------------------------------
function ErrorDependentSchemas(stack, context, schemaPath, instancePath, schema, value) {
    const isLength = guard/* IsEqual */.hb(guard/* Keys */.D$(value).length, 0);
    const isEvery = guard/* EveryAll */.b6(guard/* Entries */.Rv(schema.dependentSchemas), 0, ([key, schema]) => {
        const nextSchemaPath = `${schemaPath}/dependentSchemas/${EncodeFragment(key)}`;
        return !guard/* HasPropertyKey */.LT(value, key) ||
            ErrorSchema(stack, context, nextSchemaPath, instancePath, schema, value);
    });
    return isLength || isEvery;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/schema/pointer/pointer.mjs
// deno-fmt-ignore-file

// ------------------------------------------------------------------
// Throw
// ------------------------------------------------------------------
function Throw(message) {
    throw Error(message);
}
function ThrowUnsafePropertyKey() {
    Throw('Pointer contains unsafe property key');
}
function ThrowCannotSetRoot() {
    Throw('Cannot set value');
}
// ------------------------------------------------------------------
// Indices
// ------------------------------------------------------------------
function Indices(pointer) {
    const indices = pointer.split('/').map(index => index.replace(/~1/g, '/').replace(/~0/g, '~'));
    return indices[0] === '' ? indices.slice(1) : indices;
}
// ------------------------------------------------------------------
// Has
// ------------------------------------------------------------------
function Has(value, pointer) {
    let current = value;
    for (const index of Indices(pointer)) {
        if (!Guard.IsObject(current) || !Guard.HasPropertyKey(current, index))
            return false;
        current = current[index];
    }
    return true;
}
// ------------------------------------------------------------------
// Get
// ------------------------------------------------------------------
function pointer_Get(value, pointer) {
    let current = value;
    for (const index of Indices(pointer)) {
        if (!guard/* IsObject */.av(current) || guard/* IsUnsafePropertyKey */.rb(index))
            return undefined;
        current = current[index];
    }
    return current;
}
// ------------------------------------------------------------------
// Get
// ------------------------------------------------------------------
function Parent(value, indices, last) {
    let current = value;
    for (const index of indices) {
        if (Guard.IsUnsafePropertyKey(index))
            ThrowUnsafePropertyKey();
        current = Guard.IsObject(current) ? current[index] : undefined;
    }
    if (Guard.IsUnsafePropertyKey(last))
        ThrowUnsafePropertyKey();
    if (!Guard.IsObject(current))
        ThrowCannotSetRoot();
    return current;
}
// ------------------------------------------------------------------
// Set
// ------------------------------------------------------------------
function pointer_Set(value, pointer, next) {
    const indices = Indices(pointer);
    const last = indices.pop();
    if (Guard.IsUndefined(last))
        ThrowCannotSetRoot();
    Parent(value, indices, last)[last] = next;
    return value;
}
// ------------------------------------------------------------------
// Delete
// ------------------------------------------------------------------
function Delete(value, pointer) {
    const indices = Indices(pointer);
    const last = indices.pop();
    if (Guard.IsUndefined(last))
        ThrowCannotSetRoot();
    const parent = Parent(value, indices, last);
    if (Guard.IsArray(parent) && /^(0|[1-9]\d*)$/.test(last)) {
        parent.splice(Number(last), 1);
    }
    else {
        delete parent[last];
    }
    return value;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/schema/types/anchor.mjs
// deno-fmt-ignore-file

// ------------------------------------------------------------------
// Guard
// ------------------------------------------------------------------
/**
 * Returns true if the schema contains a valid $anchor property
 */
function IsAnchor(schema) {
    return guard/* HasPropertyKey */.LT(schema, '$anchor')
        && guard/* IsString */.IP(schema.$anchor);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/schema/resolve/resolve.mjs




// ------------------------------------------------------------------
// Helpers
//
// Utilities to compute schema base URIs, normalize absolute URLs,
// strip URL fragments for canonical hrefs, find target base URIs,
// resolve $ref root schemas, and identify JSON pointers vs anchors.
// ------------------------------------------------------------------
function RelativeBase(schema, base) {
    return IsSchemaObject(schema) && IsId(schema) ? NextUri(schema.$id, base.href) : base;
}
function AbsoluteBase(base) {
    return NextUri(base, DefaultUri);
}
function CanonicalHref(url) {
    return url.href.split('#')[0];
}
function Base(schema, base, target) {
    return SearchBase(schema, AbsoluteBase(base), target);
}
function RefRoot(stack, ref) {
    return (ref.$ref.startsWith('#') || stack.enteredResource) ? stack.lexicalSchema : stack.schema;
}
function IsPointerFragment(fragment) {
    return fragment.startsWith('#/');
}
// ------------------------------------------------------------------
// Search
//
// Recursive tree walks that locate things by identity, not URL.
// SearchDynamicAnchor finds a node with a matching $dynamicAnchor.
// SearchBase finds a specific target schema (by reference) and
// returns its base URI, tracking $id rebasing as it descends.
// ------------------------------------------------------------------
function SearchDynamicAnchor(schema, name) {
    if (guard/* IsObject */.av(schema) && IsDynamicAnchor(schema) && guard/* IsEqual */.hb(schema.$dynamicAnchor, name)) {
        return schema;
    }
    if (guard/* IsObject */.av(schema)) {
        for (const key of guard/* Keys */.D$(schema)) {
            const result = SearchDynamicAnchor(schema[key], name);
            if (result)
                return result;
        }
    }
    return undefined;
}
function SearchBase(schema, base, target) {
    if (guard/* IsEqual */.hb(schema, target))
        return base.href;
    const nextBase = RelativeBase(schema, base);
    if (guard/* IsArray */.QS(schema)) {
        for (const item of schema) {
            const result = SearchBase(item, nextBase, target);
            if (!guard/* IsUndefined */.R1(result))
                return result;
        }
    }
    else if (guard/* IsObject */.av(schema)) {
        for (const key of guard/* Keys */.D$(schema)) {
            const result = SearchBase(schema[key], nextBase, target);
            if (!guard/* IsUndefined */.R1(result))
                return result;
        }
    }
    return undefined;
}
// ------------------------------------------------------------------
// Match
//
// Tests whether a schema node is what a reference URL points to.
// MatchSchemaObject checks a single node in order: $id, $anchor,
// $dynamicAnchor, then JSON pointer/hash. MatchFromArray,
// MatchFromObject, and Match recurse through the tree to try every
// node, skipping const and enum since their values are user data,
// not schema.
// ------------------------------------------------------------------
function MatchWithHash(schema, ref) {
    if (ref.href.endsWith('#'))
        return schema;
    if (!ref.hash.startsWith('#'))
        return undefined;
    const fragment = decodeURIComponent(ref.hash.slice(1));
    if (!fragment.startsWith('/'))
        return undefined;
    return pointer_Get(schema, fragment);
}
function MatchWithId(schema, base, ref) {
    if (!IsId(schema))
        return undefined;
    if (guard/* IsEqual */.hb(schema.$id, ref.hash))
        return schema;
    const absoluteRef = new URL(ref.href, base.href);
    if (guard/* IsEqual */.hb(base.pathname, absoluteRef.pathname))
        return ref.hash.startsWith('#') ? MatchWithHash(schema, ref) : schema;
    return undefined;
}
function MatchWithAnchor(schema, base, ref) {
    if (!IsAnchor(schema))
        return undefined;
    const absoluteAnchor = new URL(`#${schema.$anchor}`, base.href);
    const absoluteRef = new URL(ref.href, base.href);
    return guard/* IsEqual */.hb(absoluteAnchor.href, absoluteRef.href) ? schema : undefined;
}
function MatchWithDynamicAnchor(schema, base, ref) {
    if (!IsDynamicAnchor(schema))
        return undefined;
    const absoluteAnchor = new URL(`#${schema.$dynamicAnchor}`, base.href);
    const absoluteRef = new URL(ref.href, base.href);
    const isMatch = guard/* IsEqual */.hb(absoluteAnchor.href, absoluteRef.href);
    return isMatch ? schema : undefined;
}
function MatchSchemaObject(schema, base, ref) {
    if (!IsSchemaObject(schema))
        return undefined;
    return MatchWithId(schema, base, ref) ??
        MatchWithAnchor(schema, base, ref) ??
        MatchWithDynamicAnchor(schema, base, ref) ??
        MatchWithHash(schema, ref);
}
function MatchFromArray(schema, base, ref) {
    if (!guard/* IsArray */.QS(schema))
        return undefined;
    return schema.reduce((result, item) => {
        const match = Match(item, base, ref);
        return !guard/* IsUndefined */.R1(match) ? match : result;
    }, undefined);
}
function MatchFromObject(schema, base, ref) {
    if (!guard/* IsObject */.av(schema))
        return undefined;
    return guard/* Keys */.D$(schema).reduce((result, key) => {
        if (guard/* IsEqual */.hb(key, 'const') || guard/* IsEqual */.hb(key, 'enum'))
            return result;
        const match = Match(schema[key], base, ref);
        return !guard/* IsUndefined */.R1(match) ? match : result;
    }, undefined);
}
function Match(schema, base, ref) {
    const relativeBase = RelativeBase(schema, base);
    return MatchSchemaObject(schema, relativeBase, ref) ??
        MatchFromArray(schema, relativeBase, ref) ??
        MatchFromObject(schema, relativeBase, ref);
}
// ------------------------------------------------------------------
// Resource
//
// Wraps RefInternal to check whether the resolved schema is itself
// a resource root (carries its own $id). Used by FindResolvedResource
// to tell a boundary hit from a landing inside a resource.
// ------------------------------------------------------------------
function Resource(context, schema, base, ref) {
    const result = RefInternal(context, schema, base, ref);
    return IsSchemaObject(result) && IsId(result) ? result : undefined;
}
// ------------------------------------------------------------------
// FindDeferredResource
//
// Legacy Draft-4 schemas (no $schema keyword) treat a nested $id as
// an in-place base change, not a new resource. A local ('#...') ref
// landing at a different base than the current one needs a stack
// entry so later lookups use the right base.
// ------------------------------------------------------------------
function FindDeferredResourceLegacy(stack, ref, schema) {
    if (!ref.$ref.startsWith('#'))
        return undefined;
    if (!IsSchemaObject(stack.schema) || guard/* HasPropertyKey */.LT(stack.schema, '$schema'))
        return undefined;
    const targetBase = Base(stack.lexicalSchema, stack.referenceBase, schema);
    if (guard/* IsUndefined */.R1(targetBase) || guard/* IsEqual */.hb(targetBase, stack.referenceBase))
        return undefined;
    return { target: schema, base: targetBase, root: /* safe-object-root */ stack.lexicalSchema };
}
function FindDeferredResourceModern(stack, canonical, schema) {
    const remoteRoot = stack.context[canonical];
    if (!IsSchemaObject(remoteRoot))
        return undefined;
    return { target: schema, base: canonical, root: remoteRoot };
}
function FindDeferredResource(stack, ref, schema, canonical, isRemote) {
    const remote = isRemote ? FindDeferredResourceModern(stack, canonical, schema) : undefined;
    return guard/* IsUndefined */.R1(remote) ? FindDeferredResourceLegacy(stack, ref, schema) : remote;
}
// ------------------------------------------------------------------
// FindResolvedResource
//
// Handles a ref that crossed into a different resource but landed
// on a schema without that resource's $id (e.g. a pointer into the
// middle of a remote document). Enters the enclosing resource so
// lexical/base lookups behave as if traversal walked in from its top.
// ------------------------------------------------------------------
function FindResolvedResource(stack, canonical, schema) {
    if (IsId(schema))
        return undefined;
    const resource = Resource(stack.context, /* safe-object-root */ stack.schema, stack.referenceBase, canonical);
    if (!resource || stack.ids.includes(resource))
        return undefined;
    return { resource };
}
// ------------------------------------------------------------------
// RefInternal
//
// Shared lookup used by Ref, RecursiveRef, and DynamicRef. Tries,
// in order: exact match in the pre-registered context, then a local
// search within the given schema, then a search in a remote
// document. Returns just the schema; caller-specific bookkeeping
// (deferred/resolved resources) happens one level up.
// ------------------------------------------------------------------
function RefInternalWithContext(context, ref) {
    return guard/* HasPropertyKey */.LT(context, ref) ? context[ref] : undefined;
}
function RefInternalWithLocal(schema, base, ref) {
    return Match(schema, base, ref);
}
function RefInternalWithRemote(context, base, ref) {
    const canonicalHref = CanonicalHref(ref);
    if (!guard/* HasPropertyKey */.LT(context, canonicalHref) || guard/* IsEqual */.hb(canonicalHref, CanonicalHref(base)))
        return undefined;
    const remoteSchema = context[canonicalHref];
    const remoteBase = RelativeBase(remoteSchema, new URL(canonicalHref));
    return guard/* IsEqual */.hb(ref.hash, '') ? remoteSchema : Match(remoteSchema, remoteBase, ref);
}
function RefInternal(context, schema, base, ref) {
    const absoluteBase = AbsoluteBase(base);
    const target = NextUri(ref, absoluteBase.href);
    return RefInternalWithContext(context, ref) ??
        RefInternalWithLocal(schema, absoluteBase, target) ??
        RefInternalWithRemote(context, absoluteBase, target);
}
// ------------------------------------------------------------------
// RefNextStack
//
// Computes the next stack state from any deferred or resolved
// resource found while following a $ref, carrying existing stack
// state forward rather than rebuilding it.
// ------------------------------------------------------------------
function RefNextStackDeferred(stack, deferredResource) {
    if (!deferredResource)
        return stack;
    const resourceEntries = new Map(stack.resourceEntries);
    resourceEntries.set(deferredResource.target, { base: deferredResource.base, root: deferredResource.root });
    return { ...stack, resourceEntries };
}
function RefNextStackResolved(stack, resolvedResource) {
    return resolvedResource ? NextStack(stack, resolvedResource.resource) : stack;
}
function RefNextStack(stack, pendingResource, deferredResource, resolvedResource) {
    const withDeferred = RefNextStackDeferred({ ...stack, pendingResource }, deferredResource);
    const withResolved = RefNextStackResolved(withDeferred, resolvedResource);
    return withResolved;
}
// ------------------------------------------------------------------
// RefResult
//
// Builds the final XRefResult. RefResultFound gets the canonical
// URL, checks if it's remote from the current resource, and looks
// for a deferred or resolved resource crossing accordingly.
// RefResultNotFound just advances pendingResource if a schema was
// found without crossing into a resource.
// ------------------------------------------------------------------
function RefResultFound(stack, ref, schema) {
    const canonical = CanonicalHref(NextUri(ref.$ref, stack.referenceBase));
    const isRemote = !guard/* IsEqual */.hb(canonical, stack.resourceBase);
    const deferredResource = FindDeferredResource(stack, ref, schema, canonical, isRemote);
    const resolvedResource = isRemote ? FindResolvedResource(stack, canonical, schema) : undefined;
    return { schema, stack: RefNextStack(stack, true, deferredResource, resolvedResource) };
}
function RefResultNotFound(stack, schema) {
    return { schema, stack: RefNextStack(stack, !guard/* IsUndefined */.R1(schema)) };
}
// ------------------------------------------------------------------
// Ref
//
// Picks the root to resolve against, and returns a XRefResult
// containing the resolved schema and the next stack state for
// subsequent evaluation.
// ------------------------------------------------------------------
function Ref(stack, ref) {
    const schema = RefInternal(stack.context, RefRoot(stack, ref), stack.referenceBase, ref.$ref);
    return IsSchemaObject(schema) ? RefResultFound(stack, ref, schema) : RefResultNotFound(stack, schema);
}
// ------------------------------------------------------------------
// RecursiveRef: Draft 2019-09
//
// If a $recursiveAnchor is active in scope, it's used as the root
// instead of the lexical schema, letting the ref bind to the
// outermost applicable schema rather than the innermost.
// ------------------------------------------------------------------
function IsRecursiveAnchorInScope(stack) {
    return IsSchemaObject(stack.lexicalSchema) && IsRecursiveAnchorTrue(stack.lexicalSchema);
}
function RecursiveRef(stack, recursiveRef) {
    const schema = IsRecursiveAnchorInScope(stack) ? stack.recursiveAnchor : stack.lexicalSchema;
    return RefInternal(stack.context, schema, stack.lexicalBase, recursiveRef.$recursiveRef);
}
// ------------------------------------------------------------------
// DynamicRef: Draft 2020-12
//
// FindScopedDynamicAnchor checks anchors tracked on the stack first,
// then falls back to a full tree search. If RefInternal finds a target
// directly, DynamicRefWhenFound only continues the scoped search when
// that target itself has a $dynamicAnchor. If RefInternal finds nothing,
// DynamicRefWhenNotFound goes straight to a scoped anchor search
// by name.
// ------------------------------------------------------------------
function DynamicRefFragment(stack, dynamicRef) {
    return NextUri(dynamicRef.$dynamicRef, AbsoluteBase(stack.lexicalBase).href).hash;
}
function FindScopedDynamicAnchor(stack, name) {
    return stack.dynamicAnchors.find((anchor) => guard/* IsEqual */.hb(anchor.$dynamicAnchor, name)) ?? SearchDynamicAnchor(stack.schema, name);
}
function DynamicRefWhenFound(stack, dynamicRef, fragmentTarget) {
    if (!IsSchemaObject(fragmentTarget) || !IsDynamicAnchor(fragmentTarget))
        return fragmentTarget;
    const fragment = DynamicRefFragment(stack, dynamicRef);
    return IsPointerFragment(fragment) ? fragmentTarget : FindScopedDynamicAnchor(stack, fragmentTarget.$dynamicAnchor);
}
function DynamicRefWhenNotFound(stack, dynamicRef) {
    const fragment = DynamicRefFragment(stack, dynamicRef);
    // (review): We never observe this condition, but should be able to reach here in coverage.
    // if (IsPointerFragment(fragment) || !fragment.startsWith('#')) return undefined
    return FindScopedDynamicAnchor(stack, decodeURIComponent(fragment.slice(1)));
}
function DynamicRef(stack, dynamicRef) {
    const fragmentRoot = dynamicRef.$dynamicRef.startsWith('#') ? stack.lexicalSchema : stack.schema;
    const fragmentTarget = RefInternal(stack.context, fragmentRoot, stack.lexicalBase, dynamicRef.$dynamicRef);
    return guard/* IsUndefined */.R1(fragmentTarget) ? DynamicRefWhenNotFound(stack, dynamicRef) : DynamicRefWhenFound(stack, dynamicRef, fragmentTarget);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/schema/engine/dynamicRef.mjs
// deno-fmt-ignore-file




// ------------------------------------------------------------------
// Build
// ------------------------------------------------------------------
function dynamicRef_BuildDynamicRef(stack, context, schema, value) {
    const target = Resolve.DynamicRef(stack, schema) ?? false;
    const nextStack = target ? { ...stack, pendingResource: true } : stack;
    return Functions.CreateFunction(nextStack, context, target, value);
}
// ------------------------------------------------------------------
// Check
// ------------------------------------------------------------------
function CheckDynamicRef(stack, context, schema, value) {
    const target = DynamicRef(stack, schema) ?? false;
    const nextStack = target ? { ...stack, pendingResource: true } : stack;
    return (IsSchema(target) && CheckSchema(nextStack, context, target, value));
}
// ------------------------------------------------------------------
// Error
// ------------------------------------------------------------------
function ErrorDynamicRef(stack, context, schemaPath, instancePath, schema, value) {
    const target = DynamicRef(stack, schema) ?? false;
    const nextStack = target ? { ...stack, pendingResource: true } : stack;
    return (IsSchema(target) && ErrorSchema(nextStack, context, schemaPath, instancePath, target, value));
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/schema/engine/enum.mjs
// deno-fmt-ignore-file


// ------------------------------------------------------------------
// Build
// ------------------------------------------------------------------
function enum_BuildEnum(_stack, _context, schema, value) {
    return E.ReduceOr(schema.enum.map(option => {
        if (G.IsValueLike(option))
            return E.IsEqual(value, E.Constant(option));
        const variable = Externals.CreateVariable(option);
        return E.IsDeepEqual(value, variable);
    }));
}
// ------------------------------------------------------------------
// Check
// ------------------------------------------------------------------
function CheckEnum(_stack, _context, schema, value) {
    return guard/* Some */.p2(schema.enum, option => guard/* IsValueLike */.v9(option)
        ? guard/* IsEqual */.hb(value, option)
        : guard/* IsDeepEqual */.pW(value, option));
}
// ------------------------------------------------------------------
// Error
// ------------------------------------------------------------------
function ErrorEnum(stack, context, schemaPath, instancePath, schema, value) {
    return CheckEnum(stack, context, schema, value) ||
        context.AddError('enum', schemaPath, instancePath, { allowedValues: schema.enum });
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/schema/engine/exclusiveMaximum.mjs
// deno-fmt-ignore-file

// ------------------------------------------------------------------
// Build
// ------------------------------------------------------------------
function exclusiveMaximum_BuildExclusiveMaximum(_stack, _context, schema, value) {
    return E.IsLessThan(value, E.Constant(schema.exclusiveMaximum));
}
// ------------------------------------------------------------------
// Check
// ------------------------------------------------------------------
function CheckExclusiveMaximum(_stack, _context, schema, value) {
    return guard/* IsLessThan */.Ts(value, schema.exclusiveMaximum);
}
// ------------------------------------------------------------------
// Error
// ------------------------------------------------------------------
function ErrorExclusiveMaximum(stack, context, schemaPath, instancePath, schema, value) {
    return CheckExclusiveMaximum(stack, context, schema, value) ||
        context.AddError('exclusiveMaximum', schemaPath, instancePath, { comparison: '<', limit: schema.exclusiveMaximum });
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/schema/engine/exclusiveMinimum.mjs
// deno-fmt-ignore-file

// ------------------------------------------------------------------
// Build
// ------------------------------------------------------------------
function exclusiveMinimum_BuildExclusiveMinimum(_stack, _context, schema, value) {
    return E.IsGreaterThan(value, E.Constant(schema.exclusiveMinimum));
}
// ------------------------------------------------------------------
// Check
// ------------------------------------------------------------------
function CheckExclusiveMinimum(_stack, _context, schema, value) {
    return guard/* IsGreaterThan */.g_(value, schema.exclusiveMinimum);
}
// ------------------------------------------------------------------
// Error
// ------------------------------------------------------------------
function ErrorExclusiveMinimum(stack, context, schemaPath, instancePath, schema, value) {
    return CheckExclusiveMinimum(stack, context, schema, value) ||
        context.AddError('exclusiveMinimum', schemaPath, instancePath, { comparison: '>', limit: schema.exclusiveMinimum });
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/format/date.mjs
const DAYS = [0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const DATE = /^(\d\d\d\d)-(\d\d)-(\d\d)$/;
function IsLeapYear(year) {
    return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
}
/**
 * Returns true if the value is a ISO8601 Date component string
 * @description https://datatracker.ietf.org/doc/html/rfc3339
 * @example `2020-12-12`
 */
function IsDate(value) {
    const matches = DATE.exec(value);
    if (!matches)
        return false;
    const year = +matches[1];
    const month = +matches[2];
    const day = +matches[3];
    return month >= 1 && month <= 12 && day >= 1 && day <= (month === 2 && IsLeapYear(year) ? 29 : DAYS[month]);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/format/time.mjs
const TIME = /^(\d\d):(\d\d):(\d\d)(?:\.\d+)?(?:([Zz])|([+-])(\d\d):(\d\d))?$/;
/**
 * Returns true if the value is an ISO time string
 * @specification https://datatracker.ietf.org/doc/html/rfc3339
 */
function IsTime(value, strictTimeZone = true) {
    const matches = TIME.exec(value);
    if (!matches)
        return false;
    // Require timezone offset or 'Z'/'z' when strictTimeZone is true
    if (strictTimeZone && !matches[4] && !matches[5])
        return false;
    const hr = +matches[1];
    const min = +matches[2];
    const sec = +matches[3];
    if (hr > 23 || min > 59 || sec > 60)
        return false;
    if (matches[5]) {
        const tzH = +matches[6];
        const tzM = +matches[7];
        if (tzH > 23 || tzM > 59)
            return false;
    }
    if (sec < 60)
        return true;
    // Leap second handling: must normalize to 23:59:60 UTC (1439 total UTC minutes)
    const tzSign = matches[5] === '-' ? -1 : 1;
    const tzH = +(matches[6] || 0);
    const tzM = +(matches[7] || 0);
    const totalUtcMin = (hr * 60 + min) - tzSign * (tzH * 60 + tzM);
    return (totalUtcMin % 1440 + 1440) % 1440 === 1439;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/format/date_time.mjs


// ------------------------------------------------------------------
// RFC 9557 DATE_TIME_SUFFIX
// ------------------------------------------------------------------
const DATE_TIME_SUFFIX = /^(?:\[!?(?:(?!\.{1,2}[/\]])[A-Za-z._][A-Za-z._0-9+-]{0,13}(?:\/(?!\.{1,2}[/\]])[A-Za-z._][A-Za-z._0-9+-]{0,13})*|[+-](?:[01][0-9]|2[0-3]):[0-5][0-9])\](?:\[!?[a-z_][a-z_0-9-]*=[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*\])*|(?:\[!?[a-z_][a-z_0-9-]*=[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*\])*)$/;
/**
 * Returns true if the string is an [RFC 3339](https://datatracker.ietf.org/doc/html/rfc3339) date-time with optional [RFC 9557](https://datatracker.ietf.org/doc/html/rfc9557) suffix.
 * @specification https://datatracker.ietf.org/doc/html/rfc3339
 * @specification https://datatracker.ietf.org/doc/html/rfc9557
 * @example `2020-12-12T20:20:40+00:00`
 */
function IsDateTime(value) {
    const index = value.indexOf('[');
    const datetime = index === -1 ? value : value.slice(0, index);
    if (index !== -1 && !DATE_TIME_SUFFIX.test(value.slice(index)))
        return false;
    const split = datetime.split(/T/i);
    return split.length === 2 && IsDate(split[0]) && IsTime(split[1]);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/format/duration.mjs
const Duration = /^P((\d+Y(\d+M(\d+D)?)?|\d+M(\d+D)?|\d+D)(T(\d+H(\d+M(\d+S)?)?|\d+M(\d+S)?|\d+S))?|T(\d+H(\d+M(\d+S)?)?|\d+M(\d+S)?|\d+S)|\d+W)$/;
/**
 * Returns true if the value is a valid duration.
 * @specification https://www.rfc-editor.org/rfc/rfc3339.html#appendix-A
 */
function IsDuration(value) {
    return Duration.test(value);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/format/email.mjs
const Email = /^(?:[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*|"(?:[^"\\]|\\[\x20-\x7e])*")@(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[(?:IPv6:[a-f0-9:]+|(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])(?:\.(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])){3})\])$/i;
/**
 * Returns true if the value is an Email
 * @specification https://datatracker.ietf.org/doc/html/rfc5322
 */
function IsEmail(value) {
    return Email.test(value);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/format/idna/pattern/pattern.mjs
// deno-fmt-ignore-file
// -------------------------------------------------------------------
// Validation Rules
// -------------------------------------------------------------------
const RE_RULE_HYPHEN_PLACEMENT = /^(?!-).*(?<!-)$/;
const RE_RULE_NOT_RESERVED_ACE = /^(?!..--)/;
const RE_ASCII_LDH = /^[a-zA-Z0-9-]*$/;
// -------------------------------------------------------------------
// ASCII & Encoding
// -------------------------------------------------------------------
const RE_ASCII = /^\p{ASCII}*$/u;
const RE_NON_ASCII = /[^\p{ASCII}]/u;
// -------------------------------------------------------------------
// Structural & Unicode Controls
// -------------------------------------------------------------------
const RE_HIGH_SURROGATE = /[\u{d800}-\u{dbff}]/u;
const RE_REGIONAL_INDICATOR = /[\u{1f1e6}-\u{1f1ff}]/u;
const RE_VARIATION_SELECTOR = /[\u{fe00}-\u{fe0f}]/u;
const RE_ZERO_WIDTH_JOINER = /\u{200d}/u;
// -------------------------------------------------------------------
// Numbers & Digits
// -------------------------------------------------------------------
const RE_ASCII_DIGIT = /[0-9]/;
const RE_ARABIC_INDIC_DIGIT = /[\u{0660}-\u{0669}]/u;
const RE_EXT_ARABIC_INDIC_DIGIT = /[\u{06f0}-\u{06f9}]/u;
// -------------------------------------------------------------------
// Separators
// -------------------------------------------------------------------
const RE_COMMON_SEPARATOR = /[\u{002e}\u{002c}\u{003a}\u{002f}]/u;
const RE_EUROPEAN_SEPARATOR = /[\u{002d}\u{002b}]/u;
// -------------------------------------------------------------------
// General Categories
// -------------------------------------------------------------------
const RE_MARK_NONSPACING = /\p{Mn}/u;
const RE_MARK_SPACING_COMBINING = /\p{Mc}/u;
const RE_MARK_ENCLOSING = /\p{Me}/u;
const RE_COMBINING_MARK = /[\p{Mn}\p{Mc}\p{Me}]/u;
const RE_LETTER = /\p{L}/u;
const RE_NUMBER_DECIMAL = /\p{Nd}/u;
// -------------------------------------------------------------------
// Scripts
// -------------------------------------------------------------------
const RE_SCRIPT_GREEK = /\p{Script=Greek}/u;
const RE_SCRIPT_HEBREW = /\p{Script=Hebrew}/u;
const RE_SCRIPT_JAPANESE = /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u;
const RE_SCRIPT_ARABIC_LETTER = /[\p{Script=Arabic}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Mandaic}]/u;
// -------------------------------------------------------------------
// RFC Specifications & Context Exceptions
// -------------------------------------------------------------------
const RE_VIRAMA = /[\u{094d}\u{09cd}\u{0a4d}\u{0acd}\u{0b4d}\u{0bcd}\u{0c4d}\u{0ccd}\u{0d3b}\u{0d3c}\u{0d4d}\u{0dca}\u{1b44}\u{1baa}\u{1bab}\u{a9c0}\u{11046}\u{1107f}\u{110b9}\u{11133}\u{11134}\u{111c0}\u{11235}\u{1134d}\u{11442}\u{114c2}\u{115bf}\u{1163f}\u{116b6}\u{11c3f}\u{11d44}\u{11d45}]/u;
const RE_RFC5892_DISALLOWED = /[\u{0640}\u{07fa}\u{302e}\u{302f}\u{3031}\u{3032}\u{3033}\u{3034}\u{3035}\u{303b}]/u;
const RE_CONTEXTO_EXCEPTIONS = /[\u{00b7}\u{0375}\u{05f3}\u{05f4}\u{200c}\u{200d}\u{30fb}]/u;
const RE_PVALID_EXCEPTIONS = /[\u{00df}\u{03c2}\u{06fd}\u{06fe}\u{0f0b}\u{3007}]/u;
// -------------------------------------------------------------------
// Composite Patterns
// -------------------------------------------------------------------
const RE_EUROPEAN_NUMBER = new RegExp([
    RE_ASCII_DIGIT,
    RE_EXT_ARABIC_INDIC_DIGIT
].map((regexp) => regexp.source).join('|'), 'u');
const RE_PERMITTED_CATEGORY = new RegExp([
    RE_LETTER,
    RE_EUROPEAN_SEPARATOR,
    RE_COMMON_SEPARATOR,
    RE_NUMBER_DECIMAL,
    RE_MARK_NONSPACING,
    RE_MARK_SPACING_COMBINING,
    RE_CONTEXTO_EXCEPTIONS,
    RE_PVALID_EXCEPTIONS
].map((regexp) => regexp.source).join('|'), 'u');

;// CONCATENATED MODULE: ./node_modules/typebox/build/format/idna/label/ascii.mjs

// -------------------------------------------------------------------
// Validates an ASCII LDH label per RFC 5891 §4.2.3.1
// -------------------------------------------------------------------
function IsAsciiLabel(value) {
    return (RE_RULE_HYPHEN_PLACEMENT.test(value) &&
        RE_RULE_NOT_RESERVED_ACE.test(value) &&
        RE_ASCII_LDH.test(value));
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/format/idna/format/puny.mjs

// ------------------------------------------------------------------
// PunyCode (RFC 3492)
// ------------------------------------------------------------------
const PUNYCODE_BASE = 36;
const PUNYCODE_TMIN = 1;
const PUNYCODE_TMAX = 26;
const PUNYCODE_SKEW = 38;
const PUNYCODE_DAMP = 700;
const PUNYCODE_INITIAL_BIAS = 72;
const PUNYCODE_INITIAL_N = 128;
// ------------------------------------------------------------------
// ThrowDontCare
// ------------------------------------------------------------------
function ThrowDontCare() {
    throw null;
}
// ------------------------------------------------------------------
// IsAcePrefixed
// ------------------------------------------------------------------
function IsAcePrefixed(value) {
    return value.toLowerCase().startsWith('xn--');
}
// ------------------------------------------------------------------
// Adapt
// ------------------------------------------------------------------
function Adapt(delta, numPoints, firstTime) {
    delta = firstTime ? Math.floor(delta / PUNYCODE_DAMP) : delta >> 1;
    delta += Math.floor(delta / numPoints);
    let k = 0;
    while (delta > (((PUNYCODE_BASE - PUNYCODE_TMIN) * PUNYCODE_TMAX) >> 1)) {
        delta = Math.floor(delta / (PUNYCODE_BASE - PUNYCODE_TMIN));
        k += PUNYCODE_BASE;
    }
    return k + Math.floor(((PUNYCODE_BASE - PUNYCODE_TMIN + 1) * delta) / (delta + PUNYCODE_SKEW));
}
// ------------------------------------------------------------------
// Decode
// ------------------------------------------------------------------
function Decode(value) {
    const output = [];
    let n = PUNYCODE_INITIAL_N;
    let i = 0;
    let bias = PUNYCODE_INITIAL_BIAS;
    const delimIdx = value.lastIndexOf('-');
    if (delimIdx > 0) {
        for (let j = 0; j < delimIdx; j++) {
            const cp = value.charCodeAt(j);
            if (cp >= 128)
                ThrowDontCare(); // throw new Error('Invalid punycode: non-basic before delimiter')
            output.push(cp);
        }
    }
    let inIdx = delimIdx < 0 ? 0 : delimIdx + 1;
    while (inIdx < value.length) {
        const oldi = i;
        let w = 1;
        let k = PUNYCODE_BASE;
        while (true) {
            if (inIdx >= value.length)
                ThrowDontCare(); // throw new Error('Invalid punycode: unexpected end of input')
            const ch = value.charCodeAt(inIdx++);
            let digit;
            if (ch >= 0x61 && ch <= 0x7a)
                digit = ch - 0x61; // a-z => 0-25
            else if (ch >= 0x30 && ch <= 0x39)
                digit = ch - 0x30 + 26; // 0-9 => 26-35
            // else if (ch >= 0x41 && ch <= 0x5a) digit = ch - 0x41 // A-Z => 0-25 // (no-spec-coverage)
            else
                ThrowDontCare(); // throw new Error('Invalid punycode: bad digit character')
            i += digit * w;
            const t = k <= bias ? PUNYCODE_TMIN : k >= bias + PUNYCODE_TMAX ? PUNYCODE_TMAX : k - bias;
            if (digit < t)
                break;
            w *= PUNYCODE_BASE - t;
            k += PUNYCODE_BASE;
        }
        const outLen = output.length + 1;
        bias = Adapt(i - oldi, outLen, oldi === 0);
        n += Math.floor(i / outLen);
        i %= outLen;
        output.splice(i, 0, n);
        i++;
    }
    return String.fromCodePoint(...output);
}
// ------------------------------------------------------------------
// DigitToChar
// ------------------------------------------------------------------
function DigitToChar(digit) {
    return digit < 26 ? String.fromCharCode(digit + 0x61) : String.fromCharCode(digit - 26 + 0x30);
}
// ------------------------------------------------------------------
// Encode
//
// Encodes a Unicode string into its Punycode payload (the part that
// follows the 'xn--' ACE prefix). Used to compute the true A-label
// length of a U-label, since the 63-octet label length limit (RFC
// 5891 §4.2.4) applies to the encoded form, not the code point count.
// ------------------------------------------------------------------
const RE_REPLACE_NON_ASCII = new RegExp(RE_NON_ASCII.source, 'gu');
function Encode(input) {
    // Extract basic ASCII characters and set initial output array state
    const basic = input.replace(RE_REPLACE_NON_ASCII, '');
    const basicLength = basic.length;
    const result = basicLength > 0 ? [basic, '-'] : [];
    // Extract unicode codepoints
    const codePoints = Array.from(input, (char) => char.codePointAt(0));
    let n = PUNYCODE_INITIAL_N;
    let delta = 0;
    let bias = PUNYCODE_INITIAL_BIAS;
    let handledCPCount = basicLength;
    while (handledCPCount < codePoints.length) {
        let m = Infinity;
        for (const cp of codePoints) {
            if (cp >= n && cp < m)
                m = cp;
        }
        delta += (m - n) * (handledCPCount + 1);
        n = m;
        for (const cp of codePoints) {
            if (cp < n)
                delta++;
            if (cp === n) {
                let q = delta;
                for (let k = PUNYCODE_BASE;; k += PUNYCODE_BASE) {
                    const t = k <= bias ? PUNYCODE_TMIN : k >= bias + PUNYCODE_TMAX ? PUNYCODE_TMAX : k - bias;
                    if (q < t)
                        break;
                    const digit = t + ((q - t) % (PUNYCODE_BASE - t));
                    result.push(DigitToChar(digit));
                    q = Math.floor((q - t) / (PUNYCODE_BASE - t));
                }
                result.push(DigitToChar(q));
                bias = Adapt(delta, handledCPCount + 1, handledCPCount === basicLength);
                delta = 0;
                handledCPCount++;
            }
        }
        delta++;
        n++;
    }
    return result.join('');
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/format/idna/format/bidi.mjs
// deno-fmt-ignore-file


// ------------------------------------------------------------------
// LOCAL REGEX: Allowed Bidi classes per direction (RFC 5893)
// ------------------------------------------------------------------
const RE_RTL_ALLOWED = /^(?:R|AL|AN|EN|ES|CS|ET|ON|BN|NSM)$/;
const RE_LTR_ALLOWED = /^(?:L|EN|ES|CS|ET|ON|BN|NSM)$/;
const RE_RTL_CLASSES = /^(?:R|AL|AN)$/;
// ------------------------------------------------------------------
// HasBidiChars
//
// Decodes a punycode label to its Unicode form (if it is one) and
// checks whether the result is an RTL label per RFC 5893 §1.4.
// ------------------------------------------------------------------
function HasBidiChars(value) {
    if (IsAcePrefixed(value)) {
        try {
            return HasRightToLeftCharacters(Decode(value.slice(4).toLowerCase()));
        }
        catch {
            return false;
        }
    }
    return HasRightToLeftCharacters(value);
}
// ------------------------------------------------------------------
// GetBidiClass
// ------------------------------------------------------------------
function GetBidiClass(codePoint) {
    const char = String.fromCodePoint(codePoint);
    return (RE_EUROPEAN_NUMBER.test(char) ? 'EN' :
        RE_ARABIC_INDIC_DIGIT.test(char) ? 'AN' :
            // Pattern.RE_EUROPEAN_SEPARATOR.test(char) ? 'ES' : // (no-spec-coverage)
            // Pattern.RE_COMMON_SEPARATOR.test(char) ? 'CS' : // (no-spec-coverage)
            RE_MARK_NONSPACING.test(char) ? 'NSM' :
                RE_SCRIPT_HEBREW.test(char) ? 'R' :
                    RE_SCRIPT_ARABIC_LETTER.test(char) ? 'AL' :
                        RE_LETTER.test(char) ? 'L' :
                            'ON');
}
// ------------------------------------------------------------------
// HasRightToLeftCharacters
//
// Per RFC 5893 §1.4: "An RTL label is a label that contains at least
// one character of type R, AL, or AN." Used to determine whether a
// domain name is a "Bidi domain name" (RFC 5893 §1.4), in which case
// the Bidi Rule applies to every label in the domain.
// ------------------------------------------------------------------
function HasRightToLeftCharacters(value) {
    for (const ch of value)
        if (RE_RTL_CLASSES.test(GetBidiClass(ch.codePointAt(0))))
            return true;
    return false;
}
// ------------------------------------------------------------------
// SatisfiesBidiRule
// ------------------------------------------------------------------
function SatisfiesBidiRule(value) {
    let isRtl = false;
    let allowed = RE_LTR_ALLOWED;
    let sawEN = false;
    let sawAN = false;
    let isFirst = true;
    // let lastClass: string | null = null // (no-spec-coverage)
    for (const ch of value) {
        const bidiClass = GetBidiClass(ch.codePointAt(0));
        if (isFirst) {
            // 1. The first character must be a character with Bidi property L, R, or AL.
            if (bidiClass !== 'L' && bidiClass !== 'R' && bidiClass !== 'AL')
                return false;
            isRtl = bidiClass === 'R' || bidiClass === 'AL';
            allowed = isRtl ? RE_RTL_ALLOWED : RE_LTR_ALLOWED;
            isFirst = false;
        }
        // 2 / 5. Only characters in the allowed set for this direction may appear.
        if (!allowed.test(bidiClass))
            return false;
        if (bidiClass === 'EN')
            sawEN = true;
        else if (bidiClass === 'AN')
            sawAN = true;
        // if (bidiClass !== 'NSM') lastClass = bidiClass // (no-spec-coverage)
    }
    if (isRtl && sawEN && sawAN)
        return false; // spec coverage path
    // (no-spec-coverage)
    // if (isRtl) {
    //   // 3. The end of the label must be R, AL, EN, or AN (ignoring trailing NSM).
    //   // if (lastClass !== 'R' && lastClass !== 'AL' && lastClass !== 'EN' && lastClass !== 'AN') return false
    //   // 4. If an EN is present, no AN may be present, and vice versa.
    //   if (sawEN && sawAN) return false
    // } else {
    //   // 6. The end of the label must be L or EN (ignoring trailing NSM).
    //   // if (lastClass !== 'L' && lastClass !== 'EN') return false
    // }
    return true;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/format/idna/label/unicode.mjs



// ------------------------------------------------------------------
// ExceedsMaxALabelLength
//
// RFC 5890 §2.3.2.1: an A-label (the ACE-encoded form of a label,
// "xn--" + punycode) must not exceed 63 octets. Only labels
// containing non-ASCII characters need checking - a pure-ASCII label
// has no "xn--" prefix and is used as-is, so its punycode-encoded
// length is irrelevant. The ASCII check is a cheap short-circuit that
// avoids running the punycode encoder on labels that don't need it.
// ------------------------------------------------------------------
function ExceedsMaxALabelLength(value) {
    return RE_NON_ASCII.test(value) && Encode(value).length + 4 > 63;
}
// ------------------------------------------------------------------
// HasInvalidHyphens
//
// RFC 5891 §4.2.3.2: label must not start or end with a hyphen, and
// must not have hyphens in the 3rd and 4th codepoint positions (the
// ACE prefix reservation, e.g. "xn--"). Operates on `chars` (the
// per-codepoint string array) rather than raw string indices so
// supplementary-plane characters earlier in the label don't throw
// off the codepoint-position count.
// ------------------------------------------------------------------
function HasInvalidHyphens(chars) {
    if (chars[0] === '-' || chars[chars.length - 1] === '-')
        return true;
    return chars.slice(2).join('').startsWith('--');
}
// ------------------------------------------------------------------
// IsUnicodeLabel
// ------------------------------------------------------------------
function IsUnicodeLabel(value) {
    // RFC 5890 §2.3.2.1: Ensure Max Length
    if (ExceedsMaxALabelLength(value))
        return false;
    // RFC 5893 - Bidi Rule (applies whenever this label itself is RTL)
    if (HasRightToLeftCharacters(value) && !SatisfiesBidiRule(value))
        return false;
    const chars = [...value];
    const codePoints = chars.map((c) => c.codePointAt(0));
    const length = codePoints.length;
    // RFC 5891 §4.2.3.2: Hyphen rules
    if (HasInvalidHyphens(chars))
        return false;
    // RFC 5891 §4.2.3.2 - Must not begin with a combining mark
    if (RE_COMBINING_MARK.test(chars[0]))
        return false;
    let hasJapanese = false;
    // let hasArabicIndic = false // (no-spec-coverage)
    // let hasExtendedArabicIndic = false // (no-spec-coverage)
    for (let i = 0; i < length; i++) {
        const codePoint = codePoints[i];
        const char = chars[i];
        // 1. DISALLOWED exceptions
        if (RE_RFC5892_DISALLOWED.test(char))
            return false;
        // 1b. General category (PVALID) enforcement
        if (!RE_PERMITTED_CATEGORY.test(char))
            return false;
        // 2. Collect Flags
        if (RE_SCRIPT_JAPANESE.test(char))
            hasJapanese = true;
        // if (Pattern.RE_ARABIC_INDIC_DIGIT.test(char)) hasArabicIndic = true  // (no-spec-coverage)
        // if (Pattern.RE_EXT_ARABIC_INDIC_DIGIT.test(char)) hasExtendedArabicIndic = true  // (no-spec-coverage)
        // 3. CONTEXTO / CONTEXTJ Neighbor Rules
        const prev = codePoints[i - 1], next = codePoints[i + 1];
        switch (codePoint) {
            case 0x00b7:
                if (prev !== 0x006c || next !== 0x006c)
                    return false;
                break; // MIDDLE DOT (Catalan)
            case 0x0375:
                if (!next || !RE_SCRIPT_GREEK.test(chars[i + 1]))
                    return false;
                break; // Greek KERAIA
            case 0x05f3:
            case 0x05f4:
                if (!prev || !RE_SCRIPT_HEBREW.test(chars[i - 1]))
                    return false;
                break; // Hebrew GERESH
            case 0x200c: // ZWNJ - RFC 5892 Appendix A.1
                // Note: Full validation requires a Unicode joining type table. We reject
                // only when preceded by ASCII (U+0000-U+007F), which can never satisfy
                // the Virama or cursive-joining rules.
                if (!prev || (prev < 0x0080 && !RE_VIRAMA.test(chars[i - 1])))
                    return false;
                break;
            case 0x200d: // ZWJ: RFC 5892 Appendix A.2
                if (!prev || !RE_VIRAMA.test(chars[i - 1]))
                    return false;
                break;
            case 0x30fb: // Checked at end via hasJapanese
                break; // KATAKANA MIDDLE DOT
        }
    }
    // 4. Global Context Validations (Post-loop)
    // RFC 5892 Appendix A.7 - Katakana Middle Dot requirement
    if (value.includes('\u30fb') && !hasJapanese)
        return false;
    // RFC 5892 Appendix A.8/A.9 - Mixing Arabic Digits
    // if (hasArabicIndic && hasExtendedArabicIndic) return false // (no-spec-coverage)
    return true;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/format/idna/label/puny.mjs



// ------------------------------------------------------------------
// IsPunyLabel
// ------------------------------------------------------------------
function IsPunyLabel(value) {
    if (!IsAcePrefixed(value))
        return false;
    try {
        const body = value.slice(4).toLowerCase();
        // A payload consisting of only a hyphen, or starting with the delimiter
        // (like "-9uc"), has 0 basic ASCII characters preceding it and is malformed.
        if (body.lastIndexOf('-') === 0)
            return false;
        const decoded = Decode(body);
        // RFC 5890 §2.3.2.1 - a U-label must contain at least one non-ASCII
        // character. Code-unit level check: any non-ASCII codepoint has at least
        // one UTF-16 unit >= 0x80 (surrogate halves included), so no need to
        // decode codepoints or allocate a character array to answer this.
        if (!RE_NON_ASCII.test(decoded))
            return false;
        return IsUnicodeLabel(decoded);
    }
    catch {
        return false;
    }
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/format/idna/hostname.mjs


function IsValidLabelLength(value) {
    return value.length > 0 && value.length <= 63;
}
function IsLabel(value) {
    return IsValidLabelLength(value) && (IsPunyLabel(value) ||
        IsAsciiLabel(value));
}
function IsHostname(value) {
    if (value.length === 0 || value.length > 253)
        return false;
    if (value.charCodeAt(value.length - 1) === 46)
        return false;
    return value.split('.').every((label) => IsLabel(label));
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/format/idna/idn-hostname.mjs



// ------------------------------------------------------------------
// IsLabel
// ------------------------------------------------------------------
function idn_hostname_IsValidLabelLength(value) {
    return value.length > 0 && value.length <= 63;
}
function idn_hostname_IsLabel(value) {
    return idn_hostname_IsValidLabelLength(value) && (IsPunyLabel(value) ||
        IsUnicodeLabel(value));
}
// ------------------------------------------------------------------
// NormalizeHostname
//
// Normalizes a hostname for label validation. Maps fullwidth
// codepoints to their ASCII equivalent (e.g. 'ａ' U+FF41 maps to
// 'a'), then normalizes for NFC such that equivalent codepoint
// sequences can be uniformly compared. It also removes codepoints
// that IDNA mapping ignores, and converts full stop variants to
// ASCII '.' so the hostname can be split into labels.
// ------------------------------------------------------------------
function NormalizeHostname(value) {
    return value
        .replace(/[\uff01-\uff5e]/g, (char) => String.fromCharCode(char.charCodeAt(0) - 0xfee0)) // RE_FULLWIDTH_MAPPING
        .normalize('NFC')
        .replace(/[\u00ad\u034f\u180b-\u180d\u200b\ufe00-\ufe0f\u{e0100}-\u{e01ef}]/gu, '') // RE_IGNORED_MAPPING
        .replace(/[\u002E\u3002\uFF0E\uFF61]/g, '.'); // RE_FULL_STOP_MAPPING
}
// ------------------------------------------------------------------
// IsIdnHostname
// ------------------------------------------------------------------
function IsIdnHostname(value) {
    if (value.length === 0 || value.includes(' '))
        return false;
    const normalized = NormalizeHostname(value);
    if (normalized.length > 253)
        return false;
    const labels = normalized.split('.');
    const hasBidiChars = labels.some((label) => HasBidiChars(label));
    return labels.every((label) => idn_hostname_IsLabel(label) && (!hasBidiChars || SatisfiesBidiRule(label)));
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/format/idna/index.mjs



;// CONCATENATED MODULE: ./node_modules/typebox/build/format/hostname.mjs

/**
 * Returns true if the value is a valid hostname.
 * @specification https://tools.ietf.org/html/rfc1123
 * @specification https://tools.ietf.org/html/rfc5891
 * @specification https://tools.ietf.org/html/rfc5892
 */
function hostname_IsHostname(value) {
    return IsHostname(value);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/format/idn_email.mjs
const IdnEmail = /^(?:[A-Za-z0-9!#$%&'*+\/=?^_`{|}~\u{0080}-\u{10FFFF}-]+(?:\.[A-Za-z0-9!#$%&'*+\/=?^_`{|}~\u{0080}-\u{10FFFF}-]+)*|"(?:[^"\\]|\\.)*")@[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,62})(?<!-)(?:\.[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,62})(?<!-))*$/iu;
/**
 * Returns true if the value is an IdnEmail
 * @specification https://datatracker.ietf.org/doc/html/rfc4952
 * @specification https://datatracker.ietf.org/doc/html/rfc6531
 */
function IsIdnEmail(value) {
    return IdnEmail.test(value.normalize('NFC'));
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/format/idn_hostname.mjs

/**
 * Returns true if the value is a valid internationalized (IDN) hostname.
 * @specification https://datatracker.ietf.org/doc/html/rfc5890
 * @specification https://tools.ietf.org/html/rfc5891
 * @specification https://tools.ietf.org/html/rfc5892
 * @specification https://tools.ietf.org/html/rfc5893
 */
function idn_hostname_IsIdnHostname(value) {
    return IsIdnHostname(value);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/format/ipv4.mjs
const IPv4 = /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;
/**
 * Returns true if the value is an IPv4 address
 * @specification https://datatracker.ietf.org/doc/html/rfc3986#section-3.2.2
 */
function IsIPv4(value) {
    return IPv4.test(value);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/format/ipv6.mjs
const IPv6 = /^(?:(?:(?:[0-9a-f]{1,4}:){6}|::(?:[0-9a-f]{1,4}:){5}|(?:[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){4}|(?:(?:[0-9a-f]{1,4}:)?[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){3}|(?:(?:[0-9a-f]{1,4}:){0,2}[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){2}|(?:(?:[0-9a-f]{1,4}:){0,3}[0-9a-f]{1,4})?::[0-9a-f]{1,4}:|(?:(?:[0-9a-f]{1,4}:){0,4}[0-9a-f]{1,4})?::)(?:[0-9a-f]{1,4}:[0-9a-f]{1,4}|(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d))|(?:(?:[0-9a-f]{1,4}:){0,5}[0-9a-f]{1,4})?::[0-9a-f]{1,4}|(?:(?:[0-9a-f]{1,4}:){0,6}[0-9a-f]{1,4})?::)$/i;
/**
 * Returns true if the value is an IPv6 address
 * @specification https://datatracker.ietf.org/doc/html/rfc4291#section-2.2
 */
function IsIPv6(value) {
    return IPv6.test(value);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/format/iri_reference.mjs
// deno-lint-ignore-file no-control-regex
// Rejects unencoded spaces (0x20), backslashes, control characters (0x00-0x1F, 0x7F), or malformed percent-encodings
const InvalidIriChars = /[\x00-\x20\x7F\\]|%(?![0-9a-fA-F]{2})/;
// Detects malformed scheme/authority patterns lacking a colon (e.g. "httpx//example.com")
const MalformedScheme = /^[a-zA-Z][a-zA-Z0-9+\-.]*\/\//;
/**
 * Returns true if the value is an IRI reference
 * @specification https://tools.ietf.org/html/rfc3987
 */
function IsIriReference(value) {
    return (!InvalidIriChars.test(value) &&
        !MalformedScheme.test(value) &&
        URL.canParse(value, 'http://example.com'));
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/format/iri.mjs
// deno-lint-ignore-file no-control-regex
// ------------------------------------------------------------------
//
// Removed by the following PR
//
// https://github.com/json-schema-org/JSON-Schema-Test-Suite/pull/1176
//
// NarrowIpvFuture
//
// Substitutes an IPvFuture address with a standard IPv6 loopback
// address ([::1]). We do this because the native URL.canParse
// (WHATWG standard) rejects IPvFuture literals, which are
// otherwise valid in RFC 3987. Because regex substitution can
// be expensive on large strings, this operation is strictly
// limited to inputs under a defined length threshold.
//
// ------------------------------------------------------------------
//
// const IpvFutureMatchMaxLength = 2048
// const IpvFutureMatch = /\[[vV][0-9a-fA-F]+\.[^\]]+\]/ // Guarded By IpvFutureMatchMaxLength
//
// function NarrowIpvFuture(value: string): string {
//   return value.length < IpvFutureMatchMaxLength ? value.replace(IpvFutureMatch, '[::1]') : value
// }
//
// ------------------------------------------------------------------
const iri_InvalidIriChars = /[\x00-\x20<>\^`{|}\\]/;
const InvalidPercentEncoding = /%(?![0-9a-fA-F]{2})/;
/**
 * Returns true if the value is a valid Internationalized Resource Identifier.
 * @specification https://datatracker.ietf.org/doc/html/rfc3987
 */
function IsIri(value) {
    // 1. Reject strings containing unencoded whitespace or illegal control characters.
    if (iri_InvalidIriChars.test(value))
        return false;
    // 2. Reject malformed percent-encoding triplets.
    if (InvalidPercentEncoding.test(value))
        return false;
    // 3. Delegate to the native URL parser, patching the IPvFuture edge case beforehand.
    return URL.canParse(value);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/format/json_pointer_uri_fragment.mjs
const JsonPointerUriFragment = /^#(?:\/(?:[a-z0-9_\-.!$&'()*+,;:=@]|%[0-9a-f]{2}|~0|~1)*)*$/i;
/**
 * Returns true if the value is a json pointer uri fragment
 * @specification https://datatracker.ietf.org/doc/html/rfc6901
 * @source https://github.com/ajv-validator/ajv-formats
 */
function IsJsonPointerUriFragment(value) {
    return JsonPointerUriFragment.test(value);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/format/json_pointer.mjs
const JsonPointer = /^(?:\/(?:[^~/]|~0|~1)*)*$/;
/**
 * Returns true if the value is a json pointer
 * @specification https://datatracker.ietf.org/doc/html/rfc6901
 * @source https://github.com/ajv-validator/ajv-formats
 */
function IsJsonPointer(value) {
    return JsonPointer.test(value);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/format/regex.mjs
/**
 * Returns true if the value is a regular expression string pattern
 * @specification https://ecma-international.org/ecma-262
 */
function IsRegex(value) {
    try {
        new RegExp(value, 'u');
        return true;
    }
    catch {
        return false;
    }
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/format/relative_json_pointer.mjs
const RelativeJsonPointer = /^(?:0|[1-9][0-9]*)(?:#|(?:\/(?:[^~/]|~0|~1)*)*)$/;
/**
 * Returns true if the value is a relative JSON Pointer
 * @specification https://datatracker.ietf.org/doc/html/draft-handrews-relative-json-pointer/
 * @source https://github.com/ajv-validator/ajv-formats
 */
function IsRelativeJsonPointer(value) {
    return RelativeJsonPointer.test(value);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/format/uri_reference.mjs
const UriReference = /^(?:[a-z][a-z0-9+\-.]*:(?:\/\/(?:(?:[-a-z0-9._~!$&'()*+,;=:]|%[0-9a-f]{2})*@)?(?:\[(?:(?:(?:[\da-f]{1,4}:){6}(?:[\da-f]{1,4}:[\da-f]{1,4}|(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d))|::(?:[\da-f]{1,4}:){5}(?:[\da-f]{1,4}:[\da-f]{1,4}|(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d))|(?:[\da-f]{1,4})?::(?:[\da-f]{1,4}:){4}(?:[\da-f]{1,4}:[\da-f]{1,4}|(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d))|(?:(?:[\da-f]{1,4}:){0,1}[\da-f]{1,4})?::(?:[\da-f]{1,4}:){3}(?:[\da-f]{1,4}:[\da-f]{1,4}|(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d))|(?:(?:[\da-f]{1,4}:){0,2}[\da-f]{1,4})?::(?:[\da-f]{1,4}:){2}(?:[\da-f]{1,4}:[\da-f]{1,4}|(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d))|(?:(?:[\da-f]{1,4}:){0,3}[\da-f]{1,4})?::[\da-f]{1,4}:(?:[\da-f]{1,4}:[\da-f]{1,4}|(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d))|(?:(?:[\da-f]{1,4}:){0,4}[\da-f]{1,4})?::(?:[\da-f]{1,4}:[\da-f]{1,4}|(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d))|(?:(?:[\da-f]{1,4}:){0,5}[\da-f]{1,4})?::[\da-f]{1,4}|(?:(?:[\da-f]{1,4}:){0,6}[\da-f]{1,4})?::)|v[0-9a-f]+\.[-a-z0-9._~!$&'()*+,;=:]+)\]|(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)|(?:[-a-z0-9._~!$&'()*+,;=]|%[0-9a-f]{2})*)(?::\d*)?(?:\/(?:[-a-z0-9._~!$&'()*+,;=:@]|%[0-9a-f]{2})*)*|\/(?:(?:[-a-z0-9._~!$&'()*+,;=:@]|%[0-9a-f]{2})+(?:\/(?:[-a-z0-9._~!$&'()*+,;=:@]|%[0-9a-f]{2})*)*)?|(?:[-a-z0-9._~!$&'()*+,;=:@]|%[0-9a-f]{2})+(?:\/(?:[-a-z0-9._~!$&'()*+,;=:@]|%[0-9a-f]{2})*)*)?|(?:\/\/(?:(?:[-a-z0-9._~!$&'()*+,;=:]|%[0-9a-f]{2})*@)?(?:\[(?:(?:(?:[\da-f]{1,4}:){6}(?:[\da-f]{1,4}:[\da-f]{1,4}|(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d))|::(?:[\da-f]{1,4}:){5}(?:[\da-f]{1,4}:[\da-f]{1,4}|(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d))|(?:[\da-f]{1,4})?::(?:[\da-f]{1,4}:){4}(?:[\da-f]{1,4}:[\da-f]{1,4}|(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d))|(?:(?:[\da-f]{1,4}:){0,1}[\da-f]{1,4})?::(?:[\da-f]{1,4}:){3}(?:[\da-f]{1,4}:[\da-f]{1,4}|(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d))|(?:(?:[\da-f]{1,4}:){0,2}[\da-f]{1,4})?::(?:[\da-f]{1,4}:){2}(?:[\da-f]{1,4}:[\da-f]{1,4}|(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d))|(?:(?:[\da-f]{1,4}:){0,3}[\da-f]{1,4})?::[\da-f]{1,4}:(?:[\da-f]{1,4}:[\da-f]{1,4}|(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d))|(?:(?:[\da-f]{1,4}:){0,4}[\da-f]{1,4})?::(?:[\da-f]{1,4}:[\da-f]{1,4}|(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d))|(?:(?:[\da-f]{1,4}:){0,5}[\da-f]{1,4})?::[\da-f]{1,4}|(?:(?:[\da-f]{1,4}:){0,6}[\da-f]{1,4})?::)|v[0-9a-f]+\.[-a-z0-9._~!$&'()*+,;=:]+)\]|(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)|(?:[-a-z0-9._~!$&'()*+,;=]|%[0-9a-f]{2})*)(?::\d*)?(?:\/(?:[-a-z0-9._~!$&'()*+,;=:@]|%[0-9a-f]{2})*)*|\/(?:(?:[-a-z0-9._~!$&'()*+,;=:@]|%[0-9a-f]{2})+(?:\/(?:[-a-z0-9._~!$&'()*+,;=:@]|%[0-9a-f]{2})*)*)?|(?:[-a-z0-9._~!$&'()*+,;=@]|%[0-9a-f]{2})+(?:\/(?:[-a-z0-9._~!$&'()*+,;=:@]|%[0-9a-f]{2})*)*)?)(?:\?(?:[-a-z0-9._~!$&'()*+,;=:@/?]|%[0-9a-f]{2})*)?(?:#(?:[-a-z0-9._~!$&'()*+,;=:@/?]|%[0-9a-f]{2})*)?$/i;
/**
 * Returns true if the value is a valid Uri Reference.
 * @specification https://tools.ietf.org/html/rfc3986
 */
function IsUriReference(value) {
    return UriReference.test(value);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/format/uri_template.mjs
// deno-lint-ignore-file no-control-regex
const UriTemplate = /^(?:(?:[^\x00-\x20"<>%\\^`{|}\x7f]|%[0-9a-f]{2})|\{[+#./;?&=,!@|]?(?:[a-z0-9_]|%[0-9a-f]{2})+(?:\.(?:[a-z0-9_]|%[0-9a-f]{2})+)*(?::[1-9]\d{0,3}|\*)?(?:,(?:[a-z0-9_]|%[0-9a-f]{2})+(?:\.(?:[a-z0-9_]|%[0-9a-f]{2})+)*(?::[1-9]\d{0,3}|\*)?)*\})*$/i;
/**
 * Returns true if the value is a valid Uri Template
 * @specification https://datatracker.ietf.org/doc/html/rfc6570
 */
function IsUriTemplate(value) {
    return UriTemplate.test(value);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/format/uri.mjs
const Uri = /^[a-z][a-z0-9+\-.]*:(?:\/\/(?:(?:[-a-z0-9._~!$&'()*+,;=:]|%[0-9a-f]{2})*@)?(?:\[(?:(?:(?:[\da-f]{1,4}:){6}(?:[\da-f]{1,4}:[\da-f]{1,4}|(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d))|::(?:[\da-f]{1,4}:){5}(?:[\da-f]{1,4}:[\da-f]{1,4}|(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d))|(?:[\da-f]{1,4})?::(?:[\da-f]{1,4}:){4}(?:[\da-f]{1,4}:[\da-f]{1,4}|(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d))|(?:(?:[\da-f]{1,4}:){0,1}[\da-f]{1,4})?::(?:[\da-f]{1,4}:){3}(?:[\da-f]{1,4}:[\da-f]{1,4}|(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d))|(?:(?:[\da-f]{1,4}:){0,2}[\da-f]{1,4})?::(?:[\da-f]{1,4}:){2}(?:[\da-f]{1,4}:[\da-f]{1,4}|(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d))|(?:(?:[\da-f]{1,4}:){0,3}[\da-f]{1,4})?::[\da-f]{1,4}:(?:[\da-f]{1,4}:[\da-f]{1,4}|(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d))|(?:(?:[\da-f]{1,4}:){0,4}[\da-f]{1,4})?::(?:[\da-f]{1,4}:[\da-f]{1,4}|(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d))|(?:(?:[\da-f]{1,4}:){0,5}[\da-f]{1,4})?::[\da-f]{1,4}|(?:(?:[\da-f]{1,4}:){0,6}[\da-f]{1,4})?::)|v[0-9a-f]+\.[-a-z0-9._~!$&'()*+,;=:]+)\]|(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)|(?:[-a-z0-9._~!$&'()*+,;=]|%[0-9a-f]{2})*)(?::\d*)?(?:\/(?:[-a-z0-9._~!$&'()*+,;=:@]|%[0-9a-f]{2})*)*|\/(?:(?:[-a-z0-9._~!$&'()*+,;=:@]|%[0-9a-f]{2})+(?:\/(?:[-a-z0-9._~!$&'()*+,;=:@]|%[0-9a-f]{2})*)*)?|(?:[-a-z0-9._~!$&'()*+,;=:@]|%[0-9a-f]{2})+(?:\/(?:[-a-z0-9._~!$&'()*+,;=:@]|%[0-9a-f]{2})*)*)?(?:\?(?:[-a-z0-9._~!$&'()*+,;=:@/?]|%[0-9a-f]{2})*)?(?:#(?:[-a-z0-9._~!$&'()*+,;=:@/?]|%[0-9a-f]{2})*)?$/i;
/**
 * Returns true if the value is a valid Uniform Resource Identifier.
 * @specification https://tools.ietf.org/html/rfc3986
 */
function IsUri(value) {
    return Uri.test(value);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/format/url.mjs
/**
 * Returns true if the value is a valid Uniform Resource Locator
 * @specification https://datatracker.ietf.org/doc/html/rfc3986
 * @specification https://datatracker.ietf.org/doc/html/rfc3987
 */
function IsUrl(value) {
    return URL.canParse(value);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/format/uuid.mjs
const Uuid = /^[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}$/i;
/**
 * Returns true if the value is a uuid
 * @specification https://www.rfc-editor.org/info/rfc4122/
 * @specification https://www.rfc-editor.org/info/rfc9562/
 */
function IsUuid(value) {
    return Uuid.test(value);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/format/_registry.mjs





















// ------------------------------------------------------------------
// Formats
// ------------------------------------------------------------------
const formats = new Map();
// ------------------------------------------------------------------
// Clear
// ------------------------------------------------------------------
/** Clears all entries */
function Clear() {
    formats.clear();
}
// ------------------------------------------------------------------
// Entries
// ------------------------------------------------------------------
/** Returns format entries in this registry */
function Entries() {
    return [...formats.entries()];
}
// ------------------------------------------------------------------
// Set
// ------------------------------------------------------------------
/** Sets a format */
function _registry_Set(format, check) {
    formats.set(format, check);
}
// ------------------------------------------------------------------
// Has
// ------------------------------------------------------------------
/** Returns true if the registry has this format */
function _registry_Has(format) {
    return formats.has(format);
}
// ------------------------------------------------------------------
// Get
// ------------------------------------------------------------------
/** Gets a format or undefined if not exists */
function _registry_Get(format) {
    return formats.get(format);
}
// ------------------------------------------------------------------
// Test
// ------------------------------------------------------------------
/** Tests a value against a format, if the format is not registered, true */
function Test(format, value) {
    return formats.get(format)?.(value) ?? true;
}
// ------------------------------------------------------------------
// Reset
// ------------------------------------------------------------------
/** Resets all formats to defaults */
function Reset() {
    Clear();
    formats.set('date-time', IsDateTime);
    formats.set('date', IsDate);
    formats.set('duration', IsDuration);
    formats.set('email', IsEmail);
    formats.set('hostname', hostname_IsHostname);
    formats.set('idn-email', IsIdnEmail);
    formats.set('idn-hostname', idn_hostname_IsIdnHostname);
    formats.set('ipv4', IsIPv4);
    formats.set('ipv6', IsIPv6);
    formats.set('iri-reference', IsIriReference);
    formats.set('iri', IsIri);
    formats.set('json-pointer-uri-fragment', IsJsonPointerUriFragment);
    formats.set('json-pointer', IsJsonPointer);
    formats.set('regex', IsRegex);
    formats.set('relative-json-pointer', IsRelativeJsonPointer);
    formats.set('time', IsTime);
    formats.set('uri-reference', IsUriReference);
    formats.set('uri-template', IsUriTemplate);
    formats.set('uri', IsUri);
    formats.set('url', IsUrl);
    formats.set('uuid', IsUuid);
}
Reset();

;// CONCATENATED MODULE: ./node_modules/typebox/build/format/format.mjs























;// CONCATENATED MODULE: ./node_modules/typebox/build/format/index.mjs



/* harmony default export */ const format = ((/* unused pure expression or super */ null && (Format)));

;// CONCATENATED MODULE: ./node_modules/typebox/build/schema/engine/format.mjs
// deno-fmt-ignore-file



// ------------------------------------------------------------------
// Build (Remote)
// ------------------------------------------------------------------
// export function BuildFormat(_stack: Stack.XStack, _context: BuildContext, schema: Schema.XFormat, value: string): string {
//   return E.Call(E.Member('Format', 'Test'), [E.Constant(schema.format), value])
// }
// ------------------------------------------------------------------
// Build (Inline)
// ------------------------------------------------------------------
function format_BuildFormat(_stack, _context, schema, value) {
    return Format.Has(schema.format) ? E.Call(Externals.CreateVariable(Format.Get(schema.format)), [value]) : E.Constant(true);
}
// ------------------------------------------------------------------
// Check
// ------------------------------------------------------------------
function CheckFormat(_stack, _context, schema, value) {
    return Test(schema.format, value);
}
// ------------------------------------------------------------------
// Error
// ------------------------------------------------------------------
function ErrorFormat(stack, context, schemaPath, instancePath, schema, value) {
    return CheckFormat(stack, context, schema, value) ||
        context.AddError('format', schemaPath, instancePath, { format: schema.format });
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/schema/types/then.mjs
// deno-fmt-ignore-file


// ------------------------------------------------------------------
// Guard
// ------------------------------------------------------------------
/**
 * Returns true if the schema contains a valid then property
 * @specification Json Schema 7
 */
function IsThen(schema) {
    return guard/* HasPropertyKey */.LT(schema, 'then')
        && IsSchema(schema.then);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/schema/types/else.mjs
// deno-fmt-ignore-file


// ------------------------------------------------------------------
// Guard
// ------------------------------------------------------------------
/**
 * Returns true if the schema contains a valid else property
 * @specification Json Schema 7
 */
function IsElse(schema) {
    return guard/* HasPropertyKey */.LT(schema, 'else')
        && IsSchema(schema.else);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/schema/engine/if.mjs
// deno-fmt-ignore-file




// ------------------------------------------------------------------
// Build
// ------------------------------------------------------------------
function if_BuildIf(stack, context, schema, value) {
    const thenSchema = Schema.IsThen(schema) ? schema.then : true;
    const elseSchema = Schema.IsElse(schema) ? schema.else : true;
    return E.Ternary(BuildSchema(stack, context, schema.if, value), BuildSchema(stack, context, thenSchema, value), BuildSchema(stack, context, elseSchema, value));
}
// ------------------------------------------------------------------
// Check
// ------------------------------------------------------------------
function CheckIf(stack, context, schema, value) {
    const thenSchema = IsThen(schema) ? schema.then : true;
    const elseSchema = IsElse(schema) ? schema.else : true;
    return CheckSchema(stack, context, schema.if, value)
        ? CheckSchema(stack, context, thenSchema, value)
        : CheckSchema(stack, context, elseSchema, value);
}
// ------------------------------------------------------------------
// Error
// ------------------------------------------------------------------
function ErrorIf(stack, context, schemaPath, instancePath, schema, value) {
    const thenSchema = IsThen(schema) ? schema.then : true;
    const elseSchema = IsElse(schema) ? schema.else : true;
    const trueContext = new ErrorContext();
    const isIf = ErrorSchema(stack, trueContext, `${schemaPath}/if`, instancePath, schema.if, value)
        ? ErrorSchema(stack, trueContext, `${schemaPath}/then`, instancePath, thenSchema, value) ||
            context.AddError('if', schemaPath, instancePath, { failingKeyword: 'then' })
        : ErrorSchema(stack, context, `${schemaPath}/else`, instancePath, elseSchema, value) ||
            context.AddError('if', schemaPath, instancePath, { failingKeyword: 'else' });
    if (isIf)
        context.Merge([trueContext]);
    return isIf;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/schema/engine/items.mjs
// deno-fmt-ignore-file




// ------------------------------------------------------------------
// ItemsSized
// ------------------------------------------------------------------
function BuildItemsSizedStandard(stack, context, schema, value) {
    return E.ReduceAnd(schema.items.map((schema, index) => {
        const isLength = E.IsLessEqualThan(E.Member(value, 'length'), E.Constant(index));
        const isSchema = BuildSchemaPushStack(stack, context, schema, `${value}[${index}]`);
        const addIndex = context.AddIndex(E.Constant(index));
        return E.Or(isLength, E.And(isSchema, addIndex));
    }));
}
function BuildItemsSizedFast(stack, context, schema, value) {
    return E.ReduceAnd(schema.items.map((schema, index) => {
        const isLength = E.IsLessEqualThan(E.Member(value, 'length'), E.Constant(index));
        const isSchema = BuildSchemaPushStack(stack, context, schema, `${value}[${index}]`);
        return E.Or(isLength, isSchema);
    }));
}
function BuildItemsSized(stack, context, schema, value) {
    return context.UseUnevaluated()
        ? BuildItemsSizedStandard(stack, context, schema, value)
        : BuildItemsSizedFast(stack, context, schema, value);
}
function CheckItemsSized(stack, context, schema, value) {
    return guard/* Every */.uC(schema.items, 0, (schema, index) => {
        return guard/* IsLessEqualThan */.Nx(value.length, index)
            || (CheckSchemaPushStack(stack, context, schema, value[index]) && context.AddIndex(index));
    });
}
function ErrorItemsSized(stack, context, schemaPath, instancePath, schema, value) {
    return guard/* EveryAll */.b6(schema.items, 0, (schema, index) => {
        const nextSchemaPath = `${schemaPath}/items/${index}`;
        const nextInstancePath = `${instancePath}/${index}`;
        return guard/* IsLessEqualThan */.Nx(value.length, index)
            || (ErrorSchemaPushStack(stack, context, nextSchemaPath, nextInstancePath, schema, value[index]) && context.AddIndex(index));
    });
}
// ------------------------------------------------------------------
// ItemsUnsized
// ------------------------------------------------------------------
function BuildItemsUnsizedStandard(stack, context, schema, value) {
    const offset = Schema.IsPrefixItems(schema) ? schema.prefixItems.length : 0;
    const [item] = [Unique.CreateUnique()];
    const isSchema = BuildSchemaPushStack(stack, context, schema.items, item);
    const addIndex = context.AddIndex('index');
    return E.Every(value, E.Constant(offset), [item, 'index'], E.And(isSchema, addIndex));
}
function BuildItemsUnsizedFast(stack, context, schema, value) {
    const offset = Schema.IsPrefixItems(schema) ? schema.prefixItems.length : 0;
    const [item] = [Unique.CreateUnique()];
    const isSchema = BuildSchemaPushStack(stack, context, schema.items, item);
    return E.Every(value, E.Constant(offset), [item, 'index'], isSchema);
}
function BuildItemsUnsized(stack, context, schema, value) {
    return context.UseUnevaluated()
        ? BuildItemsUnsizedStandard(stack, context, schema, value)
        : BuildItemsUnsizedFast(stack, context, schema, value);
}
function CheckItemsUnsized(stack, context, schema, value) {
    const offset = IsPrefixItems(schema) ? schema.prefixItems.length : 0;
    return guard/* Every */.uC(value, offset, (element, index) => {
        return CheckSchemaPushStack(stack, context, schema.items, element)
            && context.AddIndex(index);
    });
}
function ErrorItemsUnsized(stack, context, schemaPath, instancePath, schema, value) {
    const offset = IsPrefixItems(schema) ? schema.prefixItems.length : 0;
    return guard/* EveryAll */.b6(value, offset, (element, index) => {
        const nextSchemaPath = `${schemaPath}/items`;
        const nextInstancePath = `${instancePath}/${index}`;
        return ErrorSchemaPushStack(stack, context, nextSchemaPath, nextInstancePath, schema.items, element)
            && context.AddIndex(index);
    });
}
// ------------------------------------------------------------------
// Items
// ------------------------------------------------------------------
function items_BuildItems(stack, context, schema, value) {
    return Schema.IsItemsSized(schema) ? BuildItemsSized(stack, context, schema, value) : BuildItemsUnsized(stack, context, schema, value);
}
function CheckItems(stack, context, schema, value) {
    return IsItemsSized(schema) ? CheckItemsSized(stack, context, schema, value) : CheckItemsUnsized(stack, context, schema, value);
}
function ErrorItems(stack, context, schemaPath, instancePath, schema, value) {
    return IsItemsSized(schema) ? ErrorItemsSized(stack, context, schemaPath, instancePath, schema, value) : ErrorItemsUnsized(stack, context, schemaPath, instancePath, schema, value);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/schema/engine/maxContains.mjs
// deno-fmt-ignore-file




// ------------------------------------------------------------------
// Valid
// ------------------------------------------------------------------
function maxContains_IsValid(schema) {
    return IsContains(schema);
}
// ------------------------------------------------------------------
// Build
// ------------------------------------------------------------------
function maxContains_BuildMaxContains(stack, context, schema, value) {
    if (!maxContains_IsValid(schema))
        return E.Constant(true);
    const [item] = [Unique.CreateUnique()];
    const count = E.Counted(value, [item, '_'], BuildSchema(stack, context, schema.contains, item));
    return E.IsLessEqualThan(count, E.Constant(schema.maxContains));
}
// ------------------------------------------------------------------
// Check
// ------------------------------------------------------------------
function CheckMaxContains(stack, context, schema, value) {
    if (!maxContains_IsValid(schema))
        return true;
    const count = guard/* Counted */.pq(value, (item) => CheckSchema(stack, context, schema.contains, item));
    return guard/* IsLessEqualThan */.Nx(count, schema.maxContains);
}
// ------------------------------------------------------------------
// Error
// ------------------------------------------------------------------
function ErrorMaxContains(stack, context, schemaPath, instancePath, schema, value) {
    const minContains = IsMinContains(schema) ? schema.minContains : 1;
    return CheckMaxContains(stack, context, schema, value) ||
        context.AddError('contains', schemaPath, instancePath, { minContains, maxContains: schema.maxContains });
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/schema/engine/maximum.mjs
// deno-fmt-ignore-file

// ------------------------------------------------------------------
// Build
// ------------------------------------------------------------------
function maximum_BuildMaximum(_stack, _context, schema, value) {
    return E.IsLessEqualThan(value, E.Constant(schema.maximum));
}
// ------------------------------------------------------------------
// Check
// ------------------------------------------------------------------
function CheckMaximum(_stack, _context, schema, value) {
    return guard/* IsLessEqualThan */.Nx(value, schema.maximum);
}
// ------------------------------------------------------------------
// Error
// ------------------------------------------------------------------
function ErrorMaximum(stack, context, schemaPath, instancePath, schema, value) {
    return CheckMaximum(stack, context, schema, value) ||
        context.AddError('maximum', schemaPath, instancePath, { comparison: '<=', limit: schema.maximum });
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/schema/engine/maxItems.mjs
// deno-fmt-ignore-file

// ------------------------------------------------------------------
// Build
// ------------------------------------------------------------------
function maxItems_BuildMaxItems(_stack, _context, schema, value) {
    return E.IsLessEqualThan(E.Member(value, 'length'), E.Constant(schema.maxItems));
}
// ------------------------------------------------------------------
// Check
// ------------------------------------------------------------------
function CheckMaxItems(_stack, _context, schema, value) {
    return guard/* IsLessEqualThan */.Nx(value.length, schema.maxItems);
}
// ------------------------------------------------------------------
// Error
// ------------------------------------------------------------------
function ErrorMaxItems(stack, context, schemaPath, instancePath, schema, value) {
    return CheckMaxItems(stack, context, schema, value) ||
        context.AddError('maxItems', schemaPath, instancePath, { limit: schema.maxItems });
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/schema/engine/maxLength.mjs
// deno-fmt-ignore-file

// ------------------------------------------------------------------
// Build
// ------------------------------------------------------------------
function maxLength_BuildMaxLength(_stack, _context, schema, value) {
    return E.IsMaxLength(value, E.Constant(schema.maxLength));
}
// ------------------------------------------------------------------
// Check
// ------------------------------------------------------------------
function CheckMaxLength(_stack, _context, schema, value) {
    return guard/* IsMaxLength */.Db(value, schema.maxLength);
}
// ------------------------------------------------------------------
// Error
// ------------------------------------------------------------------
function ErrorMaxLength(stack, context, schemaPath, instancePath, schema, value) {
    return CheckMaxLength(stack, context, schema, value) ||
        context.AddError('maxLength', schemaPath, instancePath, { limit: schema.maxLength });
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/schema/engine/maxProperties.mjs
// deno-fmt-ignore-file

// ------------------------------------------------------------------
// Build
// ------------------------------------------------------------------
function maxProperties_BuildMaxProperties(_stack, _context, schema, value) {
    return E.IsLessEqualThan(E.Member(E.Keys(value), 'length'), E.Constant(schema.maxProperties));
}
// ------------------------------------------------------------------
// Check
// ------------------------------------------------------------------
function CheckMaxProperties(_stack, _context, schema, value) {
    return guard/* IsLessEqualThan */.Nx(guard/* Keys */.D$(value).length, schema.maxProperties);
}
// ------------------------------------------------------------------
// Check
// ------------------------------------------------------------------
function ErrorMaxProperties(stack, context, schemaPath, instancePath, schema, value) {
    return CheckMaxProperties(stack, context, schema, value) ||
        context.AddError('maxProperties', schemaPath, instancePath, { limit: schema.maxProperties });
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/schema/engine/minContains.mjs
// deno-fmt-ignore-file




// ------------------------------------------------------------------
// Valid
// ------------------------------------------------------------------
function minContains_IsValid(schema) {
    return IsContains(schema);
}
// ------------------------------------------------------------------
// Build
// ------------------------------------------------------------------
function BuildMinContainsStandard(stack, context, schema, value) {
    const [item, index] = [Unique.CreateUnique(), Unique.CreateUnique()];
    const count = E.Counted(value, [item, index], E.And(BuildSchema(stack, context, schema.contains, item), context.AddIndex(index)));
    return E.IsGreaterEqualThan(count, E.Constant(schema.minContains));
}
function BuildMinContainsFast(stack, context, schema, value) {
    const [item] = [Unique.CreateUnique()];
    const count = E.Counted(value, [item, '_'], BuildSchema(stack, context, schema.contains, item));
    return E.IsGreaterEqualThan(count, E.Constant(schema.minContains));
}
function minContains_BuildMinContains(stack, context, schema, value) {
    if (!minContains_IsValid(schema))
        return E.Constant(true);
    return context.UseUnevaluated()
        ? BuildMinContainsStandard(stack, context, schema, value)
        : BuildMinContainsFast(stack, context, schema, value);
}
// ------------------------------------------------------------------
// Check
// ------------------------------------------------------------------
function CheckMinContains(stack, context, schema, value) {
    if (!minContains_IsValid(schema))
        return true;
    const count = guard/* Counted */.pq(value, (item, index) => CheckSchema(stack, context, schema.contains, item) && context.AddIndex(index));
    return guard/* IsGreaterEqualThan */.q6(count, schema.minContains);
}
// ------------------------------------------------------------------
// Error
// ------------------------------------------------------------------
function ErrorMinContains(stack, context, schemaPath, instancePath, schema, value) {
    return CheckMinContains(stack, context, schema, value) ||
        context.AddError('contains', schemaPath, instancePath, { minContains: schema.minContains });
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/schema/engine/minimum.mjs
// deno-fmt-ignore-file

// ------------------------------------------------------------------
// Build
// ------------------------------------------------------------------
function minimum_BuildMinimum(_stack, _context, schema, value) {
    return E.IsGreaterEqualThan(value, E.Constant(schema.minimum));
}
// ------------------------------------------------------------------
// Check
// ------------------------------------------------------------------
function CheckMinimum(_stack, _context, schema, value) {
    return guard/* IsGreaterEqualThan */.q6(value, schema.minimum);
}
// ------------------------------------------------------------------
// Error
// ------------------------------------------------------------------
function ErrorMinimum(stack, context, schemaPath, instancePath, schema, value) {
    return CheckMinimum(stack, context, schema, value) ||
        context.AddError('minimum', schemaPath, instancePath, { comparison: '>=', limit: schema.minimum });
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/schema/engine/minItems.mjs
// deno-fmt-ignore-file

// ------------------------------------------------------------------
// Build
// ------------------------------------------------------------------
function minItems_BuildMinItems(_stack, _context, schema, value) {
    return E.IsGreaterEqualThan(E.Member(value, 'length'), E.Constant(schema.minItems));
}
// ------------------------------------------------------------------
// Check
// ------------------------------------------------------------------
function CheckMinItems(_stack, _context, schema, value) {
    return guard/* IsGreaterEqualThan */.q6(value.length, schema.minItems);
}
// ------------------------------------------------------------------
// Error
// ------------------------------------------------------------------
function ErrorMinItems(stack, context, schemaPath, instancePath, schema, value) {
    return CheckMinItems(stack, context, schema, value) ||
        context.AddError('minItems', schemaPath, instancePath, { limit: schema.minItems });
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/schema/engine/minLength.mjs
// deno-fmt-ignore-file

// ------------------------------------------------------------------
// Build
// ------------------------------------------------------------------
function minLength_BuildMinLength(_stack, _context, schema, value) {
    return E.IsMinLength(value, E.Constant(schema.minLength));
}
// ------------------------------------------------------------------
// Check
// ------------------------------------------------------------------
function CheckMinLength(_stack, _context, schema, value) {
    return guard/* IsMinLength */.X2(value, schema.minLength);
}
// ------------------------------------------------------------------
// Error
// ------------------------------------------------------------------
function ErrorMinLength(stack, context, schemaPath, instancePath, schema, value) {
    return CheckMinLength(stack, context, schema, value) ||
        context.AddError('minLength', schemaPath, instancePath, { limit: schema.minLength });
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/schema/engine/minProperties.mjs
// deno-fmt-ignore-file

// ------------------------------------------------------------------
// Build
// ------------------------------------------------------------------
function minProperties_BuildMinProperties(_stack, _context, schema, value) {
    return E.IsGreaterEqualThan(E.Member(E.Keys(value), 'length'), E.Constant(schema.minProperties));
}
// ------------------------------------------------------------------
// Check
// ------------------------------------------------------------------
function CheckMinProperties(_stack, _context, schema, value) {
    return guard/* IsGreaterEqualThan */.q6(guard/* Keys */.D$(value).length, schema.minProperties);
}
// ------------------------------------------------------------------
// Error
// ------------------------------------------------------------------
function ErrorMinProperties(stack, context, schemaPath, instancePath, schema, value) {
    return CheckMinProperties(stack, context, schema, value) ||
        context.AddError('minProperties', schemaPath, instancePath, { limit: schema.minProperties });
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/schema/engine/multipleOf.mjs
// deno-fmt-ignore-file

// ------------------------------------------------------------------
// Build
// ------------------------------------------------------------------
function multipleOf_BuildMultipleOf(_stack, _context, schema, value) {
    return E.MultipleOf(value, E.Constant(schema.multipleOf));
}
// ------------------------------------------------------------------
// Check
// ------------------------------------------------------------------
function CheckMultipleOf(_stack, _context, schema, value) {
    return guard/* IsMultipleOf */.MP(value, schema.multipleOf);
}
// ------------------------------------------------------------------
// Error
// ------------------------------------------------------------------
function ErrorMultipleOf(stack, context, schemaPath, instancePath, schema, value) {
    return CheckMultipleOf(stack, context, schema, value) ||
        context.AddError('multipleOf', schemaPath, instancePath, { multipleOf: schema.multipleOf });
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/schema/engine/not.mjs
// deno-fmt-ignore-file




// ------------------------------------------------------------------
// Build
// ------------------------------------------------------------------
function BuildNotStandard(stack, context, schema, value) {
    return Reducer(stack, context, [schema.not], value, E.Not(E.IsEqual(E.Member('results', 'length'), E.Constant(1))));
}
function BuildNotFast(stack, context, schema, value) {
    return E.Not(BuildSchema(stack, context, schema.not, value));
}
function not_BuildNot(stack, context, schema, value) {
    return context.UseUnevaluated()
        ? BuildNotStandard(stack, context, schema, value)
        : BuildNotFast(stack, context, schema, value);
}
// ------------------------------------------------------------------
// Check
// ------------------------------------------------------------------
function CheckNot(stack, context, schema, value) {
    const nextContext = new CheckContext();
    const isSchema = !CheckSchema(stack, nextContext, schema.not, value);
    const isNot = isSchema && context.Merge([nextContext]);
    return isNot;
}
// ------------------------------------------------------------------
// Error
// ------------------------------------------------------------------
function ErrorNot(stack, context, schemaPath, instancePath, schema, value) {
    return CheckNot(stack, context, schema, value) ||
        context.AddError('not', schemaPath, instancePath, {});
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/schema/engine/oneOf.mjs
// deno-fmt-ignore-file





// ------------------------------------------------------------------
// Build
// ------------------------------------------------------------------
function BuildOneOfStandard(stack, context, schema, value) {
    return Reducer(stack, context, schema.oneOf, value, E.IsEqual(E.Member('results', 'length'), E.Constant(1)));
}
function BuildOneOfFast(stack, context, schema, value) {
    const [result] = [Unique.CreateUnique()];
    const results = E.ArrayLiteral(schema.oneOf.map((schema) => BuildSchema(stack, context, schema, value)));
    const count = E.Counted(results, [result, '_'], E.IsEqual(result, E.Constant(true)));
    return E.IsEqual(count, E.Constant(1));
}
function oneOf_BuildOneOf(stack, context, schema, value) {
    return context.UseUnevaluated()
        ? BuildOneOfStandard(stack, context, schema, value)
        : BuildOneOfFast(stack, context, schema, value);
}
// ------------------------------------------------------------------
// Check
// ------------------------------------------------------------------
function CheckOneOf(stack, context, schema, value) {
    const passedContexts = schema.oneOf.reduce((result, schema) => {
        const nextContext = new CheckContext();
        return CheckSchema(stack, nextContext, schema, value) ? [...result, nextContext] : result;
    }, []);
    return guard/* IsEqual */.hb(passedContexts.length, 1) && context.Merge(passedContexts);
}
// ------------------------------------------------------------------
// Error
// ------------------------------------------------------------------
function ErrorOneOf(stack, context, schemaPath, instancePath, schema, value) {
    const failedContexts = [];
    const passingSchemas = [];
    const passedContexts = schema.oneOf.reduce((result, schema, index) => {
        const nextContext = new ErrorContext();
        const nextSchemaPath = `${schemaPath}/oneOf/${index}`;
        const isSchema = ErrorSchema(stack, nextContext, nextSchemaPath, instancePath, schema, value);
        if (isSchema)
            passingSchemas.push(index);
        if (!isSchema)
            failedContexts.push(nextContext);
        return isSchema ? [...result, nextContext] : result;
    }, []);
    const isOneOf = guard/* IsEqual */.hb(passedContexts.length, 1) && context.Merge(passedContexts);
    if (!isOneOf && guard/* IsEqual */.hb(passingSchemas.length, 0))
        failedContexts.forEach(failed => context.AddErrors(failed.GetErrors()));
    return isOneOf || context.AddError('oneOf', schemaPath, instancePath, { passingSchemas });
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/schema/engine/pattern.mjs
// deno-fmt-ignore-file



// ------------------------------------------------------------------
// Build
// ------------------------------------------------------------------
function pattern_BuildPattern(_stack, _context, schema, value) {
    const regexp = Externals.CreateVariable(G.IsString(schema.pattern) ? UnicodeRegExp(schema.pattern) : schema.pattern);
    return E.Call(E.Member(regexp, 'test'), [value]);
}
// ------------------------------------------------------------------
// Check
// ------------------------------------------------------------------
function CheckPattern(_stack, _context, schema, value) {
    const regexp = guard/* IsString */.IP(schema.pattern) ? _regexp_UnicodeRegExp(schema.pattern) : schema.pattern;
    return regexp.test(value);
}
// ------------------------------------------------------------------
// Error
// ------------------------------------------------------------------
function ErrorPattern(stack, context, schemaPath, instancePath, schema, value) {
    return CheckPattern(stack, context, schema, value) ||
        context.AddError('pattern', schemaPath, instancePath, { pattern: schema.pattern });
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/schema/engine/patternProperties.mjs
// deno-fmt-ignore-file






// ------------------------------------------------------------------
// Build
// ------------------------------------------------------------------
function patternProperties_BuildPatternProperties(stack, context, schema, value) {
    return E.ReduceAnd(G.Entries(schema.patternProperties).map(([pattern, schema]) => {
        const [key, prop] = [Unique.CreateUnique(), Unique.CreateUnique()];
        const regexp = Externals.CreateVariable(UnicodeRegExp(pattern));
        const notKey = E.Not(E.Call(E.Member(regexp, 'test'), [key]));
        const isSchema = BuildSchemaPushStack(stack, context, schema, prop);
        const addKey = context.AddKey(key);
        const guarded = context.UseUnevaluated() ? E.Or(notKey, E.And(isSchema, addKey)) : E.Or(notKey, isSchema);
        return E.Every(E.Entries(value), E.Constant(0), [`[${key}, ${prop}]`, '_'], guarded);
    }));
}
// ------------------------------------------------------------------
// Check
// ------------------------------------------------------------------
function CheckPatternProperties(stack, context, schema, value) {
    return guard/* Every */.uC(guard/* Entries */.Rv(schema.patternProperties), 0, ([pattern, schema]) => {
        const regexp = _regexp_UnicodeRegExp(pattern);
        return guard/* Every */.uC(guard/* Entries */.Rv(value), 0, ([key, prop]) => {
            return !regexp.test(key) || CheckSchemaPushStack(stack, context, schema, prop) && context.AddKey(key);
        });
    });
}
// ------------------------------------------------------------------
// Error
// ------------------------------------------------------------------
function ErrorPatternProperties(stack, context, schemaPath, instancePath, schema, value) {
    return guard/* EveryAll */.b6(guard/* Entries */.Rv(schema.patternProperties), 0, ([pattern, schema]) => {
        const nextSchemaPath = `${schemaPath}/patternProperties/${EncodeFragment(pattern)}`;
        const regexp = _regexp_UnicodeRegExp(pattern);
        return guard/* EveryAll */.b6(guard/* Entries */.Rv(value), 0, ([key, value]) => {
            const nextInstancePath = `${instancePath}/${EncodeFragment(key)}`;
            const notKey = !regexp.test(key);
            return notKey || ErrorSchemaPushStack(stack, context, nextSchemaPath, nextInstancePath, schema, value) && context.AddKey(key);
        });
    });
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/schema/engine/prefixItems.mjs
// deno-fmt-ignore-file


// ------------------------------------------------------------------
// Build
// ------------------------------------------------------------------
function prefixItems_BuildPrefixItems(stack, context, schema, value) {
    return E.ReduceAnd(schema.prefixItems.map((schema, index) => {
        const isLength = E.IsLessEqualThan(E.Member(value, 'length'), E.Constant(index));
        const isSchema = BuildSchemaPushStack(stack, context, schema, `${value}[${index}]`);
        const addIndex = context.AddIndex(E.Constant(index));
        const guarded = context.UseUnevaluated() ? E.And(isSchema, addIndex) : isSchema;
        return E.Or(isLength, guarded);
    }));
}
// ------------------------------------------------------------------
// Check
// ------------------------------------------------------------------
function CheckPrefixItems(stack, context, schema, value) {
    return guard/* IsEqual */.hb(value.length, 0) || guard/* Every */.uC(schema.prefixItems, 0, (schema, index) => {
        return guard/* IsLessEqualThan */.Nx(value.length, index)
            || (CheckSchemaPushStack(stack, context, schema, value[index]) && context.AddIndex(index));
    });
}
// ------------------------------------------------------------------
// Error
// ------------------------------------------------------------------
function ErrorPrefixItems(stack, context, schemaPath, instancePath, schema, value) {
    return guard/* IsEqual */.hb(value.length, 0) || guard/* EveryAll */.b6(schema.prefixItems, 0, (schema, index) => {
        const nextSchemaPath = `${schemaPath}/prefixItems/${index}`;
        const nextInstancePath = `${instancePath}/${index}`;
        return guard/* IsLessEqualThan */.Nx(value.length, index)
            || (ErrorSchemaPushStack(stack, context, nextSchemaPath, nextInstancePath, schema, value[index]) && context.AddIndex(index));
    });
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/schema/engine/_exact_optional.mjs


// ------------------------------------------------------------------
// IsExactOptional
// ------------------------------------------------------------------
function _exact_optional_IsExactOptional(required, key) {
    return required.includes(key) || settings/* Settings.Get */.w.Get().exactOptionalPropertyTypes;
}
// ------------------------------------------------------------------
// ExactOptionalBuild
// ------------------------------------------------------------------
function _exact_optional_InexactOptionalBuild(value, key) {
    return E.IsUndefined(E.Member(value, key));
}
// ------------------------------------------------------------------
// ExactOptionalCheck
// ------------------------------------------------------------------
function InexactOptionalCheck(value, key) {
    return guard/* IsUndefined */.R1(value[key]);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/schema/engine/properties.mjs
// deno-fmt-ignore-file





// ------------------------------------------------------------------
// Build
// ------------------------------------------------------------------
function properties_BuildProperties(stack, context, schema, value) {
    const required = Schema.IsRequired(schema) ? schema.required : [];
    const everyKey = G.Entries(schema.properties).map(([key, schema]) => {
        const notKey = E.Not(E.HasPropertyKey(value, E.Constant(key)));
        const isSchema = BuildSchemaPushStack(stack, context, schema, E.Member(value, key));
        const addKey = context.AddKey(E.Constant(key));
        const guarded = context.UseUnevaluated() ? E.And(isSchema, addKey) : isSchema;
        // --------------------------------------------------------------
        // Optimization
        //
        // If a key is required, we can skip the `notKey` check since this
        // condition is already enforced by Required. This optimization is
        // only valid when Required is evaluated before Properties.
        //
        // --------------------------------------------------------------
        const isProperty = required.includes(key) ? guarded : E.Or(notKey, guarded);
        // --------------------------------------------------------------
        // ExactOptionalProperties
        //
        // By default, TypeScript allows optional properties to be assigned
        // undefined. This is a bit misleading, since 'optional' is usually
        // understood to mean 'the key may be absent', not 'the key may be
        // present with an undefined value'.
        //
        // The 'IsExactOptional' check returns false by default, matching
        // TypeScript's behavior. When exactOptionalPropertyTypes is enabled
        // in tsconfig.json, TypeBox can be configured to use the stricter 
        // semantics via System settings:
        //
        //   Settings.Set({ exactOptionalPropertyTypes: true })
        //
        // --------------------------------------------------------------
        return IsExactOptional(required, key)
            ? isProperty
            : E.Or(InexactOptionalBuild(value, key), isProperty);
    });
    return E.ReduceAnd(everyKey);
}
// ------------------------------------------------------------------
// Check
// ------------------------------------------------------------------
function CheckProperties(stack, context, schema, value) {
    const required = IsRequired(schema) ? schema.required : [];
    const isProperties = guard/* Every */.uC(guard/* Entries */.Rv(schema.properties), 0, ([key, schema]) => {
        const isProperty = !guard/* HasPropertyKey */.LT(value, key) || (CheckSchemaPushStack(stack, context, schema, value[key]) && context.AddKey(key));
        return _exact_optional_IsExactOptional(required, key)
            ? isProperty
            : InexactOptionalCheck(value, key) || isProperty;
    });
    return isProperties;
}
// ------------------------------------------------------------------
// Error
// ------------------------------------------------------------------
function ErrorProperties(stack, context, schemaPath, instancePath, schema, value) {
    const required = IsRequired(schema) ? schema.required : [];
    const isProperties = guard/* EveryAll */.b6(guard/* Entries */.Rv(schema.properties), 0, ([key, schema]) => {
        const nextSchemaPath = `${schemaPath}/properties/${EncodeFragment(key)}`;
        const nextInstancePath = `${instancePath}/${EncodeFragment(key)}`;
        // Defer error generation for IsExactOptional
        const isProperty = () => (!guard/* HasPropertyKey */.LT(value, key) || (ErrorSchemaPushStack(stack, context, nextSchemaPath, nextInstancePath, schema, value[key]) && context.AddKey(key)));
        return _exact_optional_IsExactOptional(required, key)
            ? isProperty()
            : InexactOptionalCheck(value, key) || isProperty();
    });
    return isProperties;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/schema/engine/propertyNames.mjs
// deno-fmt-ignore-file




// ------------------------------------------------------------------
// Build
// ------------------------------------------------------------------
function propertyNames_BuildPropertyNames(stack, context, schema, value) {
    const [key, _index] = [Unique.CreateUnique(), Unique.CreateUnique()];
    return E.Every(E.Keys(value), E.Constant(0), [key, _index], BuildSchema(stack, context, schema.propertyNames, key));
}
// ------------------------------------------------------------------
// Check
// ------------------------------------------------------------------
function CheckPropertyNames(stack, context, schema, value) {
    return guard/* Every */.uC(guard/* Keys */.D$(value), 0, (key, _index) => CheckSchema(stack, context, schema.propertyNames, key));
}
// ------------------------------------------------------------------
// Error
// ------------------------------------------------------------------
function ErrorPropertyNames(stack, context, schemaPath, instancePath, schema, value) {
    const propertyNames = [];
    const isPropertyNames = guard/* EveryAll */.b6(guard/* Keys */.D$(value), 0, (key, _index) => {
        const nextInstancePath = `${instancePath}/${EncodeFragment(key)}`;
        const nextSchemaPath = `${schemaPath}/propertyNames`;
        const isPropertyName = ErrorSchema(stack, context, nextSchemaPath, nextInstancePath, schema.propertyNames, key);
        if (!isPropertyName)
            propertyNames.push(key);
        return isPropertyName;
    });
    return isPropertyNames ||
        context.AddError('propertyNames', schemaPath, instancePath, { propertyNames });
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/schema/engine/recursiveRef.mjs
// deno-fmt-ignore-file




// ------------------------------------------------------------------
// Build
// ------------------------------------------------------------------
function recursiveRef_BuildRecursiveRef(stack, context, schema, value) {
    const target = Resolve.RecursiveRef(stack, schema) ?? false;
    const nextStack = target ? { ...stack, pendingResource: true } : stack;
    return Functions.CreateFunction(nextStack, context, target, value);
}
// ------------------------------------------------------------------
// Check
// ------------------------------------------------------------------
function CheckRecursiveRef(stack, context, schema, value) {
    const target = RecursiveRef(stack, schema) ?? false;
    const nextStack = target ? { ...stack, pendingResource: true } : stack;
    return (IsSchema(target) && CheckSchema(nextStack, context, target, value));
}
// ------------------------------------------------------------------
// Error
// ------------------------------------------------------------------
function ErrorRecursiveRef(stack, context, schemaPath, instancePath, schema, value) {
    const target = RecursiveRef(stack, schema) ?? false;
    const nextStack = target ? { ...stack, pendingResource: true } : stack;
    return (IsSchema(target) && ErrorSchema(nextStack, context, schemaPath, instancePath, target, value));
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/schema/engine/ref.mjs
// deno-fmt-ignore-file






// ------------------------------------------------------------------
// BuildRef
// ------------------------------------------------------------------
function BuildRefStandard(stack, context, target, value) {
    const interior = E.ArrowFunction(['context', 'value'], Functions.CreateFunction(stack, context, target, 'value'));
    const exterior = E.ArrowFunction(['context', 'value'], E.Statements([
        E.ConstDeclaration('nextContext', E.New('CheckContext', [])),
        E.ConstDeclaration('result', E.Call(interior, ['nextContext', 'value'])),
        E.If('result', context.Merge('[nextContext]')),
        E.Return('result')
    ]));
    return E.Call(exterior, ['context', value]);
}
function BuildRefFast(stack, context, target, value) {
    return Functions.CreateFunction(stack, context, target, value);
}
function ref_BuildRef(stack, context, schema, value) {
    const result = Resolve.Ref(stack, schema);
    const target = result.schema ?? false;
    return context.UseUnevaluated()
        ? BuildRefStandard(result.stack, context, target, value)
        : BuildRefFast(result.stack, context, target, value);
}
// ------------------------------------------------------------------
// Check
// ------------------------------------------------------------------
function CheckRef(stack, context, schema, value) {
    const result = Ref(stack, schema);
    const target = result.schema ?? false;
    const nextContext = new CheckContext();
    const valid = (IsSchema(target) && CheckSchema(result.stack, nextContext, target, value));
    if (valid)
        context.Merge([nextContext]);
    return valid;
}
// ------------------------------------------------------------------
// Error
// ------------------------------------------------------------------
function ErrorRef(stack, context, schemaPath, instancePath, schema, value) {
    const result = Ref(stack, schema);
    const target = result.schema ?? false;
    const nextContext = new ErrorContext();
    const valid = (IsSchema(target) && ErrorSchema(result.stack, nextContext, schemaPath, instancePath, target, value));
    if (valid)
        context.Merge([nextContext]);
    if (!valid)
        context.AddErrors(nextContext.GetErrors());
    return valid;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/schema/engine/required.mjs
// deno-fmt-ignore-file

// ------------------------------------------------------------------
// Build
// ------------------------------------------------------------------
function required_BuildRequired(_stack, _context, schema, value) {
    return E.ReduceAnd(schema.required.map((key) => E.HasPropertyKey(value, E.Constant(key))));
}
// ------------------------------------------------------------------
// Check
// ------------------------------------------------------------------
function CheckRequired(_stack, _context, schema, value) {
    return guard/* Every */.uC(schema.required, 0, (key) => guard/* HasPropertyKey */.LT(value, key));
}
// ------------------------------------------------------------------
// Error
// ------------------------------------------------------------------
function ErrorRequired(_stack, context, schemaPath, instancePath, schema, value) {
    const requiredProperties = [];
    const isRequired = guard/* EveryAll */.b6(schema.required, 0, (key) => {
        const hasKey = guard/* HasPropertyKey */.LT(value, key);
        if (!hasKey)
            requiredProperties.push(key);
        return hasKey;
    });
    return isRequired ||
        context.AddError('required', schemaPath, instancePath, { requiredProperties });
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/schema/engine/type.mjs
// deno-fmt-ignore-file

// ------------------------------------------------------------------
// TypeName
// ------------------------------------------------------------------
function BuildTypeName(_stack, _context, type, value) {
    return (
    // jsonschema
    G.IsEqual(type, 'object') ? E.IsObjectNotArray(value) :
        G.IsEqual(type, 'array') ? E.IsArray(value) :
            G.IsEqual(type, 'boolean') ? E.IsBoolean(value) :
                G.IsEqual(type, 'integer') ? E.IsInteger(value) :
                    G.IsEqual(type, 'number') ? E.IsNumber(value) :
                        G.IsEqual(type, 'null') ? E.IsNull(value) :
                            G.IsEqual(type, 'string') ? E.IsString(value) :
                                // xschema
                                G.IsEqual(type, 'bigint') ? E.IsBigInt(value) :
                                    G.IsEqual(type, 'constructor') ? E.IsConstructor(value) :
                                        G.IsEqual(type, 'function') ? E.IsFunction(value) :
                                            G.IsEqual(type, 'symbol') ? E.IsSymbol(value) :
                                                G.IsEqual(type, 'undefined') ? E.IsUndefined(value) :
                                                    G.IsEqual(type, 'void') ? E.IsUndefined(value) :
                                                        E.Constant(true));
}
function CheckTypeName(_stack, _context, type, _schema, value) {
    return (
    // jsonschema
    guard/* IsEqual */.hb(type, 'object') ? guard/* IsObjectNotArray */.OM(value) :
        guard/* IsEqual */.hb(type, 'array') ? guard/* IsArray */.QS(value) :
            guard/* IsEqual */.hb(type, 'boolean') ? guard/* IsBoolean */.Zx(value) :
                guard/* IsEqual */.hb(type, 'integer') ? guard/* IsInteger */.$p(value) :
                    guard/* IsEqual */.hb(type, 'number') ? guard/* IsNumber */.Mx(value) :
                        guard/* IsEqual */.hb(type, 'null') ? guard/* IsNull */.Ef(value) :
                            guard/* IsEqual */.hb(type, 'string') ? guard/* IsString */.IP(value) :
                                // xschema
                                guard/* IsEqual */.hb(type, 'bigint') ? guard/* IsBigInt */.cQ(value) :
                                    guard/* IsEqual */.hb(type, 'constructor') ? guard/* IsConstructor */.ZV(value) :
                                        guard/* IsEqual */.hb(type, 'function') ? guard/* IsFunction */.hg(value) :
                                            guard/* IsEqual */.hb(type, 'symbol') ? guard/* IsSymbol */.nH(value) :
                                                guard/* IsEqual */.hb(type, 'undefined') ? guard/* IsUndefined */.R1(value) :
                                                    guard/* IsEqual */.hb(type, 'void') ? guard/* IsUndefined */.R1(value) :
                                                        true);
}
// ------------------------------------------------------------------
// TypeNames
// ------------------------------------------------------------------
function BuildTypeNames(stack, context, typenames, value) {
    return E.ReduceOr(typenames.map(type => BuildTypeName(stack, context, type, value)));
}
function CheckTypeNames(stack, context, types, schema, value) {
    return guard/* Some */.p2(types, type => CheckTypeName(stack, context, type, schema, value));
}
// ------------------------------------------------------------------
// Type
// ------------------------------------------------------------------
function type_BuildType(stack, context, schema, value) {
    return G.IsArray(schema.type) ? BuildTypeNames(stack, context, schema.type, value) : BuildTypeName(stack, context, schema.type, value);
}
function CheckType(stack, context, schema, value) {
    return guard/* IsArray */.QS(schema.type) ? CheckTypeNames(stack, context, schema.type, schema, value) : CheckTypeName(stack, context, schema.type, schema, value);
}
function ErrorType(stack, context, schemaPath, instancePath, schema, value) {
    const isType = guard/* IsArray */.QS(schema.type) ? CheckTypeNames(stack, context, schema.type, schema, value) : CheckTypeName(stack, context, schema.type, schema, value);
    return isType ||
        context.AddError('type', schemaPath, instancePath, { type: schema.type });
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/schema/engine/unevaluatedItems.mjs
// deno-fmt-ignore-file




// ------------------------------------------------------------------
// Build
// ------------------------------------------------------------------
function unevaluatedItems_BuildUnevaluatedItems(stack, context, schema, value) {
    const [index, item] = [Unique.CreateUnique(), Unique.CreateUnique()];
    const indices = E.Call(E.Member('context', 'GetIndices'), []);
    const hasIndex = E.Call(E.Member('indices', 'has'), [index]);
    const isSchema = BuildSchema(stack, context, schema.unevaluatedItems, item);
    const addIndex = E.Call(E.Member('context', 'AddIndex'), [index]);
    const isEvery = E.Every(value, E.Constant(0), [item, index], E.And(E.Or(hasIndex, isSchema), addIndex));
    return E.Call(E.ArrowFunction(['context'], E.Statements([
        E.ConstDeclaration('indices', indices),
        E.Return(isEvery)
    ])), ['context']);
}
// ------------------------------------------------------------------
// Check
// ------------------------------------------------------------------
function CheckUnevaluatedItems(stack, context, schema, value) {
    const indices = context.GetIndices();
    return guard/* Every */.uC(value, 0, (item, index) => {
        return (indices.has(index) || CheckSchema(stack, context, schema.unevaluatedItems, item))
            && context.AddIndex(index);
    });
}
// ------------------------------------------------------------------
// Error
// ------------------------------------------------------------------
function ErrorUnevaluatedItems(stack, context, schemaPath, instancePath, schema, value) {
    const indices = context.GetIndices();
    const unevaluatedItems = [];
    const isUnevaluatedItems = guard/* EveryAll */.b6(value, 0, (item, index) => {
        const nextContext = new ErrorContext();
        const isEvaluatedItem = (indices.has(index) || ErrorSchema(stack, nextContext, schemaPath, instancePath, schema.unevaluatedItems, item))
            && context.AddIndex(index);
        if (!isEvaluatedItem)
            unevaluatedItems.push(index);
        return isEvaluatedItem;
    });
    return isUnevaluatedItems ||
        context.AddError('unevaluatedItems', schemaPath, instancePath, { unevaluatedItems });
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/schema/engine/unevaluatedProperties.mjs
// deno-fmt-ignore-file




// ------------------------------------------------------------------
// Build
// ------------------------------------------------------------------
function unevaluatedProperties_BuildUnevaluatedProperties(stack, context, schema, value) {
    const [key, prop] = [Unique.CreateUnique(), Unique.CreateUnique()];
    const keys = E.Call(E.Member('context', 'GetKeys'), []);
    const hasKey = E.Call(E.Member('keys', 'has'), [key]);
    const addKey = E.Call(E.Member('context', 'AddKey'), [key]);
    const isSchema = BuildSchema(stack, context, schema.unevaluatedProperties, prop);
    const isEvery = E.Every(E.Entries(value), E.Constant(0), [`[${key}, ${prop}]`, '_'], E.Or(hasKey, E.And(isSchema, addKey)));
    return E.Call(E.ArrowFunction(['context'], E.Statements([
        E.ConstDeclaration('keys', keys),
        E.Return(isEvery)
    ])), ['context']);
}
// ------------------------------------------------------------------
// Check
// ------------------------------------------------------------------
function CheckUnevaluatedProperties(stack, context, schema, value) {
    const keys = context.GetKeys();
    return guard/* Every */.uC(guard/* Entries */.Rv(value), 0, ([key, prop]) => {
        return keys.has(key)
            || (CheckSchema(stack, context, schema.unevaluatedProperties, prop) && context.AddKey(key));
    });
}
// ------------------------------------------------------------------
// Error
// ------------------------------------------------------------------
function ErrorUnevaluatedProperties(stack, context, schemaPath, instancePath, schema, value) {
    const keys = context.GetKeys();
    const unevaluatedProperties = [];
    const isUnevaluatedProperties = guard/* EveryAll */.b6(guard/* Entries */.Rv(value), 0, ([key, prop]) => {
        const nextContext = new ErrorContext();
        const isEvaluatedProperty = keys.has(key)
            || (ErrorSchema(stack, nextContext, schemaPath, instancePath, schema.unevaluatedProperties, prop) && context.AddKey(key));
        if (!isEvaluatedProperty)
            unevaluatedProperties.push(key);
        return isEvaluatedProperty;
    });
    return isUnevaluatedProperties ||
        context.AddError('unevaluatedProperties', schemaPath, instancePath, { unevaluatedProperties });
}

// EXTERNAL MODULE: ./node_modules/typebox/build/system/hashing/index.mjs + 3 modules
var hashing = __webpack_require__(2109);
;// CONCATENATED MODULE: ./node_modules/typebox/build/schema/engine/uniqueItems.mjs
// deno-fmt-ignore-file


// ------------------------------------------------------------------
// Valid
// ------------------------------------------------------------------
function uniqueItems_IsValid(schema) {
    return !guard/* IsEqual */.hb(schema.uniqueItems, false);
}
// ------------------------------------------------------------------
// Build
// ------------------------------------------------------------------
function uniqueItems_BuildUniqueItems(_stack, _context, schema, value) {
    if (!uniqueItems_IsValid(schema))
        return E.Constant(true);
    const set = E.Member(E.New('Set', [E.Call(E.Member(value, 'map'), [E.Member('Hashing', 'Hash')])]), 'size');
    const isLength = E.Member(value, 'length');
    return E.IsEqual(set, isLength);
}
// ------------------------------------------------------------------
// Check
// ------------------------------------------------------------------
function CheckUniqueItems(_stack, _context, schema, value) {
    if (!uniqueItems_IsValid(schema))
        return true;
    const set = new Set(value.map(hashing/* Hashing.Hash */.X.Hash)).size;
    const isLength = value.length;
    return guard/* IsEqual */.hb(set, isLength);
}
// ------------------------------------------------------------------
// Error
// ------------------------------------------------------------------
function ErrorUniqueItems(_stack, context, schemaPath, instancePath, schema, value) {
    if (!uniqueItems_IsValid(schema))
        return true;
    const set = new Set();
    const duplicateItems = value.reduce((result, value, index) => {
        const hash = hashing/* Hashing.Hash */.X.Hash(value);
        if (set.has(hash))
            return [...result, index];
        set.add(hash);
        return result;
    }, []);
    const isUniqueItems = guard/* IsEqual */.hb(duplicateItems.length, 0);
    return isUniqueItems ||
        context.AddError('uniqueItems', schemaPath, instancePath, { duplicateItems });
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/schema/engine/schema.mjs
// deno-fmt-ignore-file














































// ----------------------------------------------------------------
// HasTypeName (Optimization)
//
// We only consider a schema as having a type name when the schema 
// has a single type string, or when every element in the type 
// array is the same. For a type array, we must treat multi-variant 
// types as unions and therefore can NOT use an optimized forward 
// type check.
//
// ----------------------------------------------------------------
function HasTypeName(schema, typename) {
    return (Schema.IsType(schema) &&
        ((G.IsArray(schema.type) &&
            G.IsGreaterThan(schema.type.length, 0) &&
            G.Every(schema.type, 0, type => G.IsEqual(type, typename))) ||
            G.IsEqual(schema.type, typename)));
}
// ----------------------------------------------------------------
// HasObject
// ----------------------------------------------------------------
function HasObjectType(schema) {
    return HasTypeName(schema, 'object');
}
function HasObjectKeywords(schema) {
    return Schema.IsSchemaObject(schema) && (Schema.IsAdditionalProperties(schema) ||
        Schema.IsDependencies(schema) ||
        Schema.IsDependentRequired(schema) ||
        Schema.IsDependentSchemas(schema) ||
        Schema.IsProperties(schema) ||
        Schema.IsPatternProperties(schema) ||
        Schema.IsPropertyNames(schema) ||
        Schema.IsMinProperties(schema) ||
        Schema.IsMaxProperties(schema) ||
        Schema.IsRequired(schema) ||
        Schema.IsUnevaluatedProperties(schema));
}
// ----------------------------------------------------------------
// HasArray
// ----------------------------------------------------------------
function HasArrayType(schema) {
    return HasTypeName(schema, 'array');
}
function HasArrayKeywords(schema) {
    return Schema.IsSchemaObject(schema) && (Schema.IsAdditionalItems(schema) ||
        Schema.IsItems(schema) ||
        Schema.IsContains(schema) ||
        Schema.IsMaxContains(schema) ||
        Schema.IsMaxItems(schema) ||
        Schema.IsMinContains(schema) ||
        Schema.IsMinItems(schema) ||
        Schema.IsPrefixItems(schema) ||
        Schema.IsUnevaluatedItems(schema) ||
        Schema.IsUniqueItems(schema));
}
// ----------------------------------------------------------------
// HasString
// ----------------------------------------------------------------
function HasStringType(schema) {
    return HasTypeName(schema, 'string');
}
function HasStringKeywords(schema) {
    return Schema.IsSchemaObject(schema) && (Schema.IsMinLength(schema) ||
        Schema.IsMaxLength(schema) ||
        Schema.IsFormat(schema) ||
        Schema.IsPattern(schema));
}
// ----------------------------------------------------------------
// HasNumber
// ----------------------------------------------------------------
function HasNumberType(schema) {
    return HasTypeName(schema, 'number') || HasTypeName(schema, 'bigint');
}
function HasNumberKeywords(schema) {
    return Schema.IsSchemaObject(schema) && (Schema.IsMinimum(schema) ||
        Schema.IsMaximum(schema) ||
        Schema.IsExclusiveMaximum(schema) ||
        Schema.IsExclusiveMinimum(schema) ||
        Schema.IsMultipleOf(schema));
}
// ----------------------------------------------------------------
// Build
// ----------------------------------------------------------------
function schema_BuildSchemaPushStack(stack, context, schema, value) {
    return context.UseUnevaluated()
        ? E.And(E.And(context.Push(), schema_BuildSchema(stack, context, schema, value)), context.Pop())
        : schema_BuildSchema(stack, context, schema, value);
}
function schema_BuildSchema(stack, context, schema, value) {
    const current = Stack.NextStack(stack, schema);
    const conditions = [];
    if (Schema.IsSchemaBoolean(schema))
        return BuildSchemaBoolean(current, context, schema, value);
    if (Schema.IsType(schema))
        conditions.push(BuildType(current, context, schema, value));
    if (HasObjectKeywords(schema)) {
        const constraints = [];
        if (Schema.IsRequired(schema))
            constraints.push(BuildRequired(current, context, schema, value));
        if (Schema.IsAdditionalProperties(schema))
            constraints.push(BuildAdditionalProperties(current, context, schema, value));
        if (Schema.IsDependencies(schema))
            constraints.push(BuildDependencies(current, context, schema, value));
        if (Schema.IsDependentRequired(schema))
            constraints.push(BuildDependentRequired(current, context, schema, value));
        if (Schema.IsDependentSchemas(schema))
            constraints.push(BuildDependentSchemas(current, context, schema, value));
        if (Schema.IsPatternProperties(schema))
            constraints.push(BuildPatternProperties(current, context, schema, value));
        if (Schema.IsProperties(schema))
            constraints.push(BuildProperties(current, context, schema, value));
        if (Schema.IsPropertyNames(schema))
            constraints.push(BuildPropertyNames(current, context, schema, value));
        if (Schema.IsMinProperties(schema))
            constraints.push(BuildMinProperties(current, context, schema, value));
        if (Schema.IsMaxProperties(schema))
            constraints.push(BuildMaxProperties(current, context, schema, value));
        const reduced = E.ReduceAnd(constraints);
        const guarded = E.Or(E.Not(E.IsObjectNotArray(value)), reduced);
        conditions.push(HasObjectType(schema) ? reduced : guarded);
    }
    if (HasArrayKeywords(schema)) {
        const constraints = [];
        if (Schema.IsAdditionalItems(schema))
            constraints.push(BuildAdditionalItems(current, context, schema, value));
        if (Schema.IsContains(schema))
            constraints.push(BuildContains(current, context, schema, value));
        if (Schema.IsItems(schema))
            constraints.push(BuildItems(current, context, schema, value));
        if (Schema.IsMinContains(schema))
            constraints.push(BuildMinContains(current, context, schema, value));
        if (Schema.IsMaxContains(schema))
            constraints.push(BuildMaxContains(current, context, schema, value));
        if (Schema.IsMinItems(schema))
            constraints.push(BuildMinItems(current, context, schema, value));
        if (Schema.IsMaxItems(schema))
            constraints.push(BuildMaxItems(current, context, schema, value));
        if (Schema.IsPrefixItems(schema))
            constraints.push(BuildPrefixItems(current, context, schema, value));
        if (Schema.IsUniqueItems(schema))
            constraints.push(BuildUniqueItems(current, context, schema, value));
        const reduced = E.ReduceAnd(constraints);
        const guarded = E.Or(E.Not(E.IsArray(value)), reduced);
        conditions.push(HasArrayType(schema) ? reduced : guarded);
    }
    if (HasStringKeywords(schema)) {
        const constraints = [];
        if (Schema.IsMinLength(schema))
            constraints.push(BuildMinLength(current, context, schema, value));
        if (Schema.IsMaxLength(schema))
            constraints.push(BuildMaxLength(current, context, schema, value));
        if (Schema.IsFormat(schema))
            constraints.push(BuildFormat(current, context, schema, value));
        if (Schema.IsPattern(schema))
            constraints.push(BuildPattern(current, context, schema, value));
        const reduced = E.ReduceAnd(constraints);
        const guarded = E.Or(E.Not(E.IsString(value)), reduced);
        conditions.push(HasStringType(schema) ? reduced : guarded);
    }
    if (HasNumberKeywords(schema)) {
        const constraints = [];
        if (Schema.IsExclusiveMinimum(schema))
            constraints.push(BuildExclusiveMinimum(current, context, schema, value));
        if (Schema.IsExclusiveMaximum(schema))
            constraints.push(BuildExclusiveMaximum(current, context, schema, value));
        if (Schema.IsMinimum(schema))
            constraints.push(BuildMinimum(current, context, schema, value));
        if (Schema.IsMaximum(schema))
            constraints.push(BuildMaximum(current, context, schema, value));
        if (Schema.IsMultipleOf(schema))
            constraints.push(BuildMultipleOf(current, context, schema, value));
        const reduced = E.ReduceAnd(constraints);
        const guarded = E.Or(E.Not(E.Or(E.IsNumber(value), E.IsBigInt(value))), reduced);
        conditions.push(HasNumberType(schema) ? reduced : guarded);
    }
    if (Schema.IsRef(schema))
        conditions.push(BuildRef(current, context, schema, value));
    if (Schema.IsRecursiveRef(schema))
        conditions.push(BuildRecursiveRef(current, context, schema, value));
    if (Schema.IsDynamicRef(schema))
        conditions.push(BuildDynamicRef(current, context, schema, value));
    if (Schema.IsConst(schema))
        conditions.push(BuildConst(current, context, schema, value));
    if (Schema.IsEnum(schema))
        conditions.push(BuildEnum(current, context, schema, value));
    if (Schema.IsIf(schema))
        conditions.push(BuildIf(current, context, schema, value));
    if (Schema.IsNot(schema))
        conditions.push(BuildNot(current, context, schema, value));
    if (Schema.IsAllOf(schema))
        conditions.push(BuildAllOf(current, context, schema, value));
    if (Schema.IsAnyOf(schema))
        conditions.push(BuildAnyOf(current, context, schema, value));
    if (Schema.IsOneOf(schema))
        conditions.push(BuildOneOf(current, context, schema, value));
    if (Schema.IsUnevaluatedItems(schema))
        conditions.push(E.Or(E.Not(E.IsArray(value)), BuildUnevaluatedItems(current, context, schema, value)));
    if (Schema.IsUnevaluatedProperties(schema))
        conditions.push(E.Or(E.Not(E.IsObject(value)), BuildUnevaluatedProperties(current, context, schema, value)));
    if (Schema.IsRefine(schema))
        conditions.push(BuildRefine(current, context, schema, value));
    const result = E.ReduceAnd(conditions);
    return result;
}
// ----------------------------------------------------------------
// Check
// ----------------------------------------------------------------
function CheckSchemaPushStack(stack, context, schema, value) {
    return (context.Push() && CheckSchema(stack, context, schema, value)) && context.Pop();
}
function CheckSchema(stack, context, schema, value) {
    const current = NextStack(stack, schema);
    const result = IsSchemaBoolean(schema) ? CheckSchemaBoolean(current, context, schema, value) : ((!IsType(schema) || CheckType(current, context, schema, value)) &&
        (!(guard/* IsObject */.av(value) && !guard/* IsArray */.QS(value)) || ((!IsRequired(schema) || CheckRequired(current, context, schema, value)) &&
            (!IsAdditionalProperties(schema) || CheckAdditionalProperties(current, context, schema, value)) &&
            (!IsDependencies(schema) || CheckDependencies(current, context, schema, value)) &&
            (!IsDependentRequired(schema) || CheckDependentRequired(current, context, schema, value)) &&
            (!IsDependentSchemas(schema) || CheckDependentSchemas(current, context, schema, value)) &&
            (!IsPatternProperties(schema) || CheckPatternProperties(current, context, schema, value)) &&
            (!IsProperties(schema) || CheckProperties(current, context, schema, value)) &&
            (!IsPropertyNames(schema) || CheckPropertyNames(current, context, schema, value)) &&
            (!IsMinProperties(schema) || CheckMinProperties(current, context, schema, value)) &&
            (!IsMaxProperties(schema) || CheckMaxProperties(current, context, schema, value)))) &&
        (!guard/* IsArray */.QS(value) || ((!IsAdditionalItems(schema) || CheckAdditionalItems(current, context, schema, value)) &&
            (!IsContains(schema) || CheckContains(current, context, schema, value)) &&
            (!IsItems(schema) || CheckItems(current, context, schema, value)) &&
            (!IsMinContains(schema) || CheckMinContains(current, context, schema, value)) &&
            (!IsMaxContains(schema) || CheckMaxContains(current, context, schema, value)) &&
            (!IsMinItems(schema) || CheckMinItems(current, context, schema, value)) &&
            (!IsMaxItems(schema) || CheckMaxItems(current, context, schema, value)) &&
            (!IsPrefixItems(schema) || CheckPrefixItems(current, context, schema, value)) &&
            (!IsUniqueItems(schema) || CheckUniqueItems(current, context, schema, value)))) &&
        (!guard/* IsString */.IP(value) || ((!IsMinLength(schema) || CheckMinLength(current, context, schema, value)) &&
            (!IsMaxLength(schema) || CheckMaxLength(current, context, schema, value)) &&
            (!IsFormat(schema) || CheckFormat(current, context, schema, value)) &&
            (!IsPattern(schema) || CheckPattern(current, context, schema, value)))) &&
        (!(guard/* IsNumber */.Mx(value) || guard/* IsBigInt */.cQ(value)) || ((!IsExclusiveMinimum(schema) || CheckExclusiveMinimum(current, context, schema, value)) &&
            (!IsExclusiveMaximum(schema) || CheckExclusiveMaximum(current, context, schema, value)) &&
            (!IsMinimum(schema) || CheckMinimum(current, context, schema, value)) &&
            (!IsMaximum(schema) || CheckMaximum(current, context, schema, value)) &&
            (!IsMultipleOf(schema) || CheckMultipleOf(current, context, schema, value)))) &&
        (!IsRef(schema) || CheckRef(current, context, schema, value)) &&
        (!IsRecursiveRef(schema) || CheckRecursiveRef(current, context, schema, value)) &&
        (!IsDynamicRef(schema) || CheckDynamicRef(current, context, schema, value)) &&
        (!IsConst(schema) || CheckConst(current, context, schema, value)) &&
        (!IsEnum(schema) || CheckEnum(current, context, schema, value)) &&
        (!IsIf(schema) || CheckIf(current, context, schema, value)) &&
        (!IsNot(schema) || CheckNot(current, context, schema, value)) &&
        (!IsAllOf(schema) || CheckAllOf(current, context, schema, value)) &&
        (!IsAnyOf(schema) || CheckAnyOf(current, context, schema, value)) &&
        (!IsOneOf(schema) || CheckOneOf(current, context, schema, value)) &&
        (!IsUnevaluatedItems(schema) || (!guard/* IsArray */.QS(value) || CheckUnevaluatedItems(current, context, schema, value))) &&
        (!IsUnevaluatedProperties(schema) || (!guard/* IsObject */.av(value) || CheckUnevaluatedProperties(current, context, schema, value))) &&
        (!IsRefine(schema) || CheckRefine(current, context, schema, value)));
    return result;
}
// ----------------------------------------------------------------
// Error
// ----------------------------------------------------------------
function ErrorSchemaPushStack(stack, context, schemaPath, instancePath, schema, value) {
    return (context.Push() && ErrorSchema(stack, context, schemaPath, instancePath, schema, value)) && context.Pop();
}
function ErrorSchema(stack, context, schemaPath, instancePath, schema, value) {
    // Optimization: We can safely terminate here when the context is at capacity because we are unable to
    // append additional errors. It is worth being mindful that logical keywords such as allOf, anyOf,
    // oneOf pass a new context per operand, so the capacity check applies per context, not across the
    // full set of errors accumulated by the schema as a whole. (review)
    if (context.AtCapacity())
        return false;
    const current = NextStack(stack, schema);
    const result = (IsSchemaBoolean(schema)) ? ErrorSchemaBoolean(current, context, schemaPath, instancePath, schema, value) : (!!(+(!IsType(schema) || ErrorType(current, context, schemaPath, instancePath, schema, value)) &
        +(!(guard/* IsObject */.av(value) && !guard/* IsArray */.QS(value)) || !!(+(!IsRequired(schema) || ErrorRequired(current, context, schemaPath, instancePath, schema, value)) &
            +(!IsAdditionalProperties(schema) || ErrorAdditionalProperties(current, context, schemaPath, instancePath, schema, value)) &
            +(!IsDependencies(schema) || ErrorDependencies(current, context, schemaPath, instancePath, schema, value)) &
            +(!IsDependentRequired(schema) || ErrorDependentRequired(current, context, schemaPath, instancePath, schema, value)) &
            +(!IsDependentSchemas(schema) || ErrorDependentSchemas(current, context, schemaPath, instancePath, schema, value)) &
            +(!IsPatternProperties(schema) || ErrorPatternProperties(current, context, schemaPath, instancePath, schema, value)) &
            +(!IsProperties(schema) || ErrorProperties(current, context, schemaPath, instancePath, schema, value)) &
            +(!IsPropertyNames(schema) || ErrorPropertyNames(current, context, schemaPath, instancePath, schema, value)) &
            +(!IsMinProperties(schema) || ErrorMinProperties(current, context, schemaPath, instancePath, schema, value)) &
            +(!IsMaxProperties(schema) || ErrorMaxProperties(current, context, schemaPath, instancePath, schema, value)))) &
        +(!guard/* IsArray */.QS(value) || !!(+(!IsAdditionalItems(schema) || ErrorAdditionalItems(current, context, schemaPath, instancePath, schema, value)) &
            +(!IsContains(schema) || ErrorContains(current, context, schemaPath, instancePath, schema, value)) &
            +(!IsItems(schema) || ErrorItems(current, context, schemaPath, instancePath, schema, value)) &
            +(!IsMinContains(schema) || ErrorMinContains(current, context, schemaPath, instancePath, schema, value)) &
            +(!IsMaxContains(schema) || ErrorMaxContains(current, context, schemaPath, instancePath, schema, value)) &
            +(!IsMinItems(schema) || ErrorMinItems(current, context, schemaPath, instancePath, schema, value)) &
            +(!IsMaxItems(schema) || ErrorMaxItems(current, context, schemaPath, instancePath, schema, value)) &
            +(!IsPrefixItems(schema) || ErrorPrefixItems(current, context, schemaPath, instancePath, schema, value)) &
            +(!IsUniqueItems(schema) || ErrorUniqueItems(current, context, schemaPath, instancePath, schema, value)))) &
        +(!guard/* IsString */.IP(value) || !!(+(!IsMinLength(schema) || ErrorMinLength(current, context, schemaPath, instancePath, schema, value)) &
            +(!IsMaxLength(schema) || ErrorMaxLength(current, context, schemaPath, instancePath, schema, value)) &
            +(!IsFormat(schema) || ErrorFormat(current, context, schemaPath, instancePath, schema, value)) &
            +(!IsPattern(schema) || ErrorPattern(current, context, schemaPath, instancePath, schema, value)))) &
        +(!(guard/* IsNumber */.Mx(value) || guard/* IsBigInt */.cQ(value)) || !!(+(!IsExclusiveMinimum(schema) || ErrorExclusiveMinimum(current, context, schemaPath, instancePath, schema, value)) &
            +(!IsExclusiveMaximum(schema) || ErrorExclusiveMaximum(current, context, schemaPath, instancePath, schema, value)) &
            +(!IsMinimum(schema) || ErrorMinimum(current, context, schemaPath, instancePath, schema, value)) &
            +(!IsMaximum(schema) || ErrorMaximum(current, context, schemaPath, instancePath, schema, value)) &
            +(!IsMultipleOf(schema) || ErrorMultipleOf(current, context, schemaPath, instancePath, schema, value)))) &
        +(!IsRef(schema) || ErrorRef(current, context, schemaPath, instancePath, schema, value)) &
        +(!IsRecursiveRef(schema) || ErrorRecursiveRef(current, context, schemaPath, instancePath, schema, value)) &
        +(!IsDynamicRef(schema) || ErrorDynamicRef(current, context, schemaPath, instancePath, schema, value)) &
        +(!IsConst(schema) || ErrorConst(current, context, schemaPath, instancePath, schema, value)) &
        +(!IsEnum(schema) || ErrorEnum(current, context, schemaPath, instancePath, schema, value)) &
        +(!IsIf(schema) || ErrorIf(current, context, schemaPath, instancePath, schema, value)) &
        +(!IsNot(schema) || ErrorNot(current, context, schemaPath, instancePath, schema, value)) &
        +(!IsAllOf(schema) || ErrorAllOf(current, context, schemaPath, instancePath, schema, value)) &
        +(!IsAnyOf(schema) || ErrorAnyOf(current, context, schemaPath, instancePath, schema, value)) &
        +(!IsOneOf(schema) || ErrorOneOf(current, context, schemaPath, instancePath, schema, value)) &
        +(!IsUnevaluatedItems(schema) || (!guard/* IsArray */.QS(value) || ErrorUnevaluatedItems(current, context, schemaPath, instancePath, schema, value))) &
        +(!IsUnevaluatedProperties(schema) || (!guard/* IsObject */.av(value) || ErrorUnevaluatedProperties(current, context, schemaPath, instancePath, schema, value)))) &&
        (!IsRefine(schema) || ErrorRefine(current, context, schemaPath, instancePath, schema, value)));
    return result;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/schema/engine/_functions.mjs
// deno-fmt-ignore-file


const index = (/* unused pure expression or super */ null && ([0]));
const names = new Map;
const funcs = new Map();
// ------------------------------------------------------------------
// CreateName
// ------------------------------------------------------------------
function NextName() {
    return `${index[0]++}`;
}
function CreateName(schema, href) {
    if (!names.has(schema))
        names.set(schema, new Map());
    const hrefs = names.get(schema);
    if (hrefs.has(href))
        return hrefs.get(href);
    const name = NextName();
    hrefs.set(href, name);
    return name;
}
// ------------------------------------------------------------------
// CreateCallExpression
// ------------------------------------------------------------------
function CreateCallExpression(context, _schema, name, value) {
    return context.UseUnevaluated()
        ? E.Call(`check_${name}`, ['context', value])
        : E.Call(`check_${name}`, [value]);
}
// ------------------------------------------------------------------
// CreateFunctionExpression
// ------------------------------------------------------------------
function CreateFunctionExpression(stack, context, schema, name) {
    const expression = BuildSchema(stack, context, schema, 'value');
    return context.UseUnevaluated()
        ? E.ConstDeclaration(`check_${name}`, E.ArrowFunction(['context', 'value'], expression))
        : E.ConstDeclaration(`check_${name}`, E.ArrowFunction(['value'], expression));
}
// ------------------------------------------------------------------
// ResetFunctions
// ------------------------------------------------------------------
function ResetFunctions() {
    index[0] = 0;
    names.clear();
    funcs.clear();
}
// ------------------------------------------------------------------
// GetFunctions
// ------------------------------------------------------------------
function GetFunctions() {
    return [...funcs.values()];
}
// ------------------------------------------------------------------
// CreateFunction
// ------------------------------------------------------------------
function CreateFunction(stack, context, schema, value) {
    const name = CreateName(schema, stack.lexicalBase);
    const call = CreateCallExpression(context, schema, name, value);
    if (funcs.has(name))
        return call;
    funcs.set(name, '');
    funcs.set(name, CreateFunctionExpression(stack, context, schema, name));
    return call;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/schema/engine/index.mjs
// ------------------------------------------------------------------
// Infrastructure
// ------------------------------------------------------------------







// ------------------------------------------------------------------
// Schematics
// ------------------------------------------------------------------











































// EXTERNAL MODULE: ./node_modules/typebox/build/system/index.mjs + 10 modules
var system = __webpack_require__(8155);
;// CONCATENATED MODULE: ./node_modules/typebox/build/schema/intern/intern.mjs






// ----------------------------------------------------------------
// UnresolvableRef
// ----------------------------------------------------------------
function UnresolvableRef(ref) {
    throw Error(`UnresolvableRef '${ref}'`);
}
// ----------------------------------------------------------------
// HashKey
// ----------------------------------------------------------------
function HashKey(schema) {
    return `x-${Hashing.Hash(schema)}`;
}
// ----------------------------------------------------------------
// AdditionalItems
// ----------------------------------------------------------------
function FromAdditionalItems(context, schema) {
    return FromSchema(context, schema.additionalItems);
}
// ----------------------------------------------------------------
// AdditionalProperties
// ----------------------------------------------------------------
function FromAdditionalProperties(context, schema) {
    return FromSchema(context, schema.additionalProperties);
}
// ----------------------------------------------------------------
// AllOf
// ----------------------------------------------------------------
function FromAllOf(context, schema) {
    return schema.allOf.map((inner) => FromSchema(context, inner));
}
// ----------------------------------------------------------------
// AnyOf
// ----------------------------------------------------------------
function FromAnyOf(context, schema) {
    return schema.anyOf.map((inner) => FromSchema(context, inner));
}
// ----------------------------------------------------------------
// Contains
// ----------------------------------------------------------------
function FromContains(context, schema) {
    return FromSchema(context, schema.contains);
}
// ----------------------------------------------------------------
// DependentSchemas
// ----------------------------------------------------------------
function FromDependentSchemas(context, schema) {
    return Guard.Keys(schema.dependentSchemas).reduce((result, key) => ({ ...result, [key]: FromSchema(context, schema.dependentSchemas[key]) }), {});
}
// ----------------------------------------------------------------
// Else
// ----------------------------------------------------------------
function FromElse(context, schema) {
    return FromSchema(context, schema.else);
}
// ----------------------------------------------------------------
// If
// ----------------------------------------------------------------
function FromIf(context, schema) {
    return FromSchema(context, schema.if);
}
// ----------------------------------------------------------------
// Items
// ----------------------------------------------------------------
function FromItems(context, schema) {
    return Schema.IsItemsSized(schema) ? FromItemsSized(context, schema) : FromItemsUnsized(context, schema);
}
// ----------------------------------------------------------------
// ItemsSized
// ----------------------------------------------------------------
function FromItemsSized(context, schema) {
    return schema.items.map((inner) => FromSchema(context, inner));
}
// ----------------------------------------------------------------
// ItemsUnsized
// ----------------------------------------------------------------
function FromItemsUnsized(context, schema) {
    return FromSchema(context, schema.items);
}
// ----------------------------------------------------------------
// Not
// ----------------------------------------------------------------
function FromNot(context, schema) {
    return FromSchema(context, schema.not);
}
// ----------------------------------------------------------------
// OneOf
// ----------------------------------------------------------------
function FromOneOf(context, schema) {
    return schema.oneOf.map((inner) => FromSchema(context, inner));
}
// ----------------------------------------------------------------
// PatternProperties
// ----------------------------------------------------------------
function FromPatternProperties(context, schema) {
    return Guard.Keys(schema.patternProperties).reduce((result, key) => ({ ...result, [key]: FromSchema(context, schema.patternProperties[key]) }), {});
}
// ----------------------------------------------------------------
// PrefixItems
// ----------------------------------------------------------------
function FromPrefixItems(context, schema) {
    return schema.prefixItems.map((inner) => FromSchema(context, inner));
}
// ----------------------------------------------------------------
// Properties
// ----------------------------------------------------------------
function FromProperties(context, schema) {
    return Guard.Keys(schema.properties).reduce((result, key) => ({ ...result, [key]: FromSchema(context, schema.properties[key]) }), {});
}
// ----------------------------------------------------------------
// PropertyNames
// ----------------------------------------------------------------
function FromPropertyNames(context, schema) {
    return FromSchema(context, schema.propertyNames);
}
// ----------------------------------------------------------------
// Ref
// ----------------------------------------------------------------
function ResolveRef(stack, ref) {
    const result = Resolve.Ref(stack, { $ref: ref });
    return { schema: result.schema ?? UnresolvableRef(ref), stack: result.stack };
}
// ----------------------------------------------------------------
// DynamicRef
// ----------------------------------------------------------------
function ResolveDynamicRef(stack, schema) {
    return Resolve.DynamicRef(stack, schema) ?? UnresolvableRef(schema.$dynamicRef);
}
// ----------------------------------------------------------------
// RecursiveRef
// ----------------------------------------------------------------
function ResolveRecursiveRef(stack, schema) {
    return Resolve.RecursiveRef(stack, schema) ?? UnresolvableRef(schema.$recursiveRef);
}
// ----------------------------------------------------------------
// FromResolvedRef (shared logic for Ref, DynamicRef, RecursiveRef)
// ----------------------------------------------------------------
function FromResolvedRef(context, target, nextStack) {
    const nextContext = { ...context, stack: nextStack };
    const resolving = context.resolving.get(target);
    if (Guard.IsUndefined(resolving))
        return FromSchema(nextContext, target);
    // Target is mid-intern, so this is a cycle (point at its reserved placeholder)
    resolving.used = true;
    return { $ref: `#/$defs/${resolving.key}` };
}
// ----------------------------------------------------------------
// FromRef
// ----------------------------------------------------------------
function FromRef(context, schema) {
    // Resolve target off the current traversal stack, carrying forward any resource crossing
    const { schema: target, stack } = ResolveRef(context.stack, schema.$ref);
    return FromResolvedRef(context, target, stack);
}
// ----------------------------------------------------------------
// FromDynamicRef
// ----------------------------------------------------------------
function FromDynamicRef(context, schema) {
    // Resolve target off the current traversal stack (dynamic scope depends on anchors seen so far)
    const target = ResolveDynamicRef(context.stack, schema);
    return FromResolvedRef(context, target, { ...context.stack, pendingResource: true });
}
// ----------------------------------------------------------------
// FromRecursiveRef
// ----------------------------------------------------------------
function FromRecursiveRef(context, schema) {
    // Resolve target off the current traversal stack (recursive scope depends on the path taken so far)
    const target = ResolveRecursiveRef(context.stack, schema);
    return FromResolvedRef(context, target, { ...context.stack, pendingResource: true });
}
// ----------------------------------------------------------------
// Then
// ----------------------------------------------------------------
function FromThen(context, schema) {
    return FromSchema(context, schema.then);
}
// ----------------------------------------------------------------
// UnevaluatedItems
// ----------------------------------------------------------------
function FromUnevaluatedItems(context, schema) {
    return FromSchema(context, schema.unevaluatedItems);
}
// ----------------------------------------------------------------
// UnevaluatedProperties
// ----------------------------------------------------------------
function FromUnevaluatedProperties(context, schema) {
    return FromSchema(context, schema.unevaluatedProperties);
}
// ----------------------------------------------------------------
// SchemaObject
// ----------------------------------------------------------------
function FromSchemaObject(context, schema) {
    // Reference-style schemas resolve to another node and cannot contain other keywords
    if (Schema.IsRef(schema))
        return FromRef(context, schema);
    if (Schema.IsDynamicRef(schema))
        return FromDynamicRef(context, schema);
    if (Schema.IsRecursiveRef(schema))
        return FromRecursiveRef(context, schema);
    // Check if the schema has already been resolved
    const existing = resolved.get(schema);
    if (!Guard.IsUndefined(existing))
        return existing;
    // Reserve a placeholder key in case a nested ref cycles back to this schema
    const reservation = { key: `x-ref-${context.resolving.size}`, used: false };
    context.resolving.set(schema, reservation);
    // Intern each subschema
    const remapped = {
        ...(Schema.IsRefine(schema) ? { ['~refine']: schema['~refine'] } : {}),
        ...(Schema.IsAdditionalItems(schema) ? { additionalItems: FromAdditionalItems(context, schema) } : {}),
        ...(Schema.IsAdditionalProperties(schema) ? { additionalProperties: FromAdditionalProperties(context, schema) } : {}),
        ...(Schema.IsAllOf(schema) ? { allOf: FromAllOf(context, schema) } : {}),
        ...(Schema.IsAnyOf(schema) ? { anyOf: FromAnyOf(context, schema) } : {}),
        ...(Schema.IsContains(schema) ? { contains: FromContains(context, schema) } : {}),
        ...(Schema.IsDependentSchemas(schema) ? { dependentSchemas: FromDependentSchemas(context, schema) } : {}),
        ...(Schema.IsElse(schema) ? { else: FromElse(context, schema) } : {}),
        ...(Schema.IsIf(schema) ? { if: FromIf(context, schema) } : {}),
        ...(Schema.IsItems(schema) ? { items: FromItems(context, schema) } : {}),
        ...(Schema.IsNot(schema) ? { not: FromNot(context, schema) } : {}),
        ...(Schema.IsOneOf(schema) ? { oneOf: FromOneOf(context, schema) } : {}),
        ...(Schema.IsPatternProperties(schema) ? { patternProperties: FromPatternProperties(context, schema) } : {}),
        ...(Schema.IsPrefixItems(schema) ? { prefixItems: FromPrefixItems(context, schema) } : {}),
        ...(Schema.IsProperties(schema) ? { properties: FromProperties(context, schema) } : {}),
        ...(Schema.IsPropertyNames(schema) ? { propertyNames: FromPropertyNames(context, schema) } : {}),
        ...(Schema.IsThen(schema) ? { then: FromThen(context, schema) } : {}),
        ...(Schema.IsUnevaluatedItems(schema) ? { unevaluatedItems: FromUnevaluatedItems(context, schema) } : {}),
        ...(Schema.IsUnevaluatedProperties(schema) ? { unevaluatedProperties: FromUnevaluatedProperties(context, schema) } : {})
    };
    context.resolving.delete(schema);
    // Discard resolution keywords and finalize the interned schema
    const interned = Memory.Discard(Memory.Assign(schema, remapped), ['$id', '$defs', '$anchor', '$dynamicAnchor', '$recursionAnchor']);
    const key = reservation.used ? reservation.key : HashKey(interned);
    registry.set(key, interned);
    // Result
    const result = { $ref: `#/$defs/${key}` };
    resolved.set(schema, result);
    return result;
}
// ----------------------------------------------------------------
// SchemaBoolean
// ----------------------------------------------------------------
function FromSchemaBoolean(_context, schema) {
    // Finalize and register the result
    const key = HashKey(schema);
    registry.set(key, schema);
    // Result
    const result = { $ref: `#/$defs/${key}` };
    resolved.set(schema, result);
    return result;
}
// ----------------------------------------------------------------
// Schema
// ----------------------------------------------------------------
function FromSchema(context, schema) {
    const next = { ...context, stack: Stack.NextStack(context.stack, schema) };
    return Schema.IsSchemaBoolean(schema) ? FromSchemaBoolean(next, schema) : FromSchemaObject(next, schema);
}
// ----------------------------------------------------------------
// BooleanEntry
// ----------------------------------------------------------------
function BooleanEntry(schema) {
    const key = HashKey(schema);
    return { $ref: `#/$defs/${key}`, $defs: { [key]: schema } };
}
// ----------------------------------------------------------------
// Module-level accumulator state
// ----------------------------------------------------------------
const registry = new Map();
const resolved = new Map();
/** (Experimental) This function restructures the schema such that each distinct sub-schema is stored exactly once in a $defs object and keyed by content hash. */
function Intern(...args) {
    const [context, schema] = Arguments.Match(args, {
        2: (context, schema) => [context, schema],
        1: (schema) => [{}, schema]
    });
    registry.clear();
    resolved.clear();
    if (Schema.IsSchemaBoolean(schema))
        return BooleanEntry(schema);
    const defs = Schema.IsDefs(schema) ? schema.$defs : {};
    const rootStack = Stack.Stack({ ...context, ...defs }, schema);
    const { schema: entry, stack } = Schema.IsRef(schema) ? ResolveRef(Stack.NextStack(rootStack, schema), schema.$ref) : { schema, stack: rootStack };
    if (Schema.IsSchemaBoolean(entry))
        return BooleanEntry(entry);
    const ref_context = { stack, resolving: new Map() };
    const result = FromSchema(ref_context, entry);
    return { $ref: result.$ref, $defs: Object.fromEntries(registry) };
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/schema/intern/index.mjs


;// CONCATENATED MODULE: ./node_modules/typebox/build/schema/meta/draft_2020_12.mjs
const Draft_2020_12 = {
    '$schema': 'https://json-schema.org/draft/2020-12/schema',
    '$id': 'https://json-schema.org/draft/2020-12/schema',
    '$vocabulary': {
        'https://json-schema.org/draft/2020-12/vocab/core': true,
        'https://json-schema.org/draft/2020-12/vocab/applicator': true,
        'https://json-schema.org/draft/2020-12/vocab/unevaluated': true,
        'https://json-schema.org/draft/2020-12/vocab/validation': true,
        'https://json-schema.org/draft/2020-12/vocab/meta-data': true,
        'https://json-schema.org/draft/2020-12/vocab/format-annotation': true,
        'https://json-schema.org/draft/2020-12/vocab/content': true
    },
    '$dynamicAnchor': 'meta',
    'title': 'Core and Validation specifications meta-schema',
    'allOf': [
        {
            '$schema': 'https://json-schema.org/draft/2020-12/schema',
            '$id': 'https://json-schema.org/draft/2020-12/meta/core',
            '$dynamicAnchor': 'meta',
            'title': 'Core vocabulary meta-schema',
            'type': ['object', 'boolean'],
            'properties': {
                '$id': {
                    '$ref': '#/$defs/uriReferenceString',
                    '$comment': 'Non-empty fragments not allowed.',
                    'pattern': '^[^#]*#?$'
                },
                '$schema': { '$ref': '#/$defs/uriString' },
                '$ref': { '$ref': '#/$defs/uriReferenceString' },
                '$anchor': { '$ref': '#/$defs/anchorString' },
                '$dynamicRef': { '$ref': '#/$defs/uriReferenceString' },
                '$dynamicAnchor': { '$ref': '#/$defs/anchorString' },
                '$vocabulary': {
                    'type': 'object',
                    'propertyNames': { '$ref': '#/$defs/uriString' },
                    'additionalProperties': {
                        'type': 'boolean'
                    }
                },
                '$comment': {
                    'type': 'string'
                },
                '$defs': {
                    'type': 'object',
                    'additionalProperties': { '$dynamicRef': '#meta' }
                }
            },
            '$defs': {
                'anchorString': {
                    'type': 'string',
                    'pattern': '^[A-Za-z_][-A-Za-z0-9._]*$'
                },
                'uriString': {
                    'type': 'string',
                    'format': 'uri'
                },
                'uriReferenceString': {
                    'type': 'string',
                    'format': 'uri-reference'
                }
            }
        },
        {
            '$schema': 'https://json-schema.org/draft/2020-12/schema',
            '$id': 'https://json-schema.org/draft/2020-12/meta/applicator',
            '$dynamicAnchor': 'meta',
            'title': 'Applicator vocabulary meta-schema',
            'type': ['object', 'boolean'],
            'properties': {
                'prefixItems': { '$ref': '#/$defs/schemaArray' },
                'items': { '$dynamicRef': '#meta' },
                'contains': { '$dynamicRef': '#meta' },
                'additionalProperties': { '$dynamicRef': '#meta' },
                'properties': {
                    'type': 'object',
                    'additionalProperties': { '$dynamicRef': '#meta' },
                    'default': {}
                },
                'patternProperties': {
                    'type': 'object',
                    'additionalProperties': { '$dynamicRef': '#meta' },
                    'propertyNames': { 'format': 'regex' },
                    'default': {}
                },
                'dependentSchemas': {
                    'type': 'object',
                    'additionalProperties': { '$dynamicRef': '#meta' },
                    'default': {}
                },
                'propertyNames': { '$dynamicRef': '#meta' },
                'if': { '$dynamicRef': '#meta' },
                'then': { '$dynamicRef': '#meta' },
                'else': { '$dynamicRef': '#meta' },
                'allOf': { '$ref': '#/$defs/schemaArray' },
                'anyOf': { '$ref': '#/$defs/schemaArray' },
                'oneOf': { '$ref': '#/$defs/schemaArray' },
                'not': { '$dynamicRef': '#meta' }
            },
            '$defs': {
                'schemaArray': {
                    'type': 'array',
                    'minItems': 1,
                    'items': { '$dynamicRef': '#meta' }
                }
            }
        },
        {
            '$schema': 'https://json-schema.org/draft/2020-12/schema',
            '$id': 'https://json-schema.org/draft/2020-12/meta/unevaluated',
            '$dynamicAnchor': 'meta',
            'title': 'Unevaluated applicator vocabulary meta-schema',
            'type': ['object', 'boolean'],
            'properties': {
                'unevaluatedItems': { '$dynamicRef': '#meta' },
                'unevaluatedProperties': { '$dynamicRef': '#meta' }
            }
        },
        {
            '$schema': 'https://json-schema.org/draft/2020-12/schema',
            '$id': 'https://json-schema.org/draft/2020-12/meta/validation',
            '$dynamicAnchor': 'meta',
            'title': 'Validation vocabulary meta-schema',
            'type': ['object', 'boolean'],
            'properties': {
                'type': {
                    'anyOf': [
                        { '$ref': '#/$defs/simpleTypes' },
                        {
                            'type': 'array',
                            'items': { '$ref': '#/$defs/simpleTypes' },
                            'minItems': 1,
                            'uniqueItems': true
                        }
                    ]
                },
                'const': true,
                'enum': {
                    'type': 'array',
                    'items': true
                },
                'multipleOf': {
                    'type': 'number',
                    'exclusiveMinimum': 0
                },
                'maximum': {
                    'type': 'number'
                },
                'exclusiveMaximum': {
                    'type': 'number'
                },
                'minimum': {
                    'type': 'number'
                },
                'exclusiveMinimum': {
                    'type': 'number'
                },
                'maxLength': { '$ref': '#/$defs/nonNegativeInteger' },
                'minLength': { '$ref': '#/$defs/nonNegativeIntegerDefault0' },
                'pattern': {
                    'type': 'string',
                    'format': 'regex'
                },
                'maxItems': { '$ref': '#/$defs/nonNegativeInteger' },
                'minItems': { '$ref': '#/$defs/nonNegativeIntegerDefault0' },
                'uniqueItems': {
                    'type': 'boolean',
                    'default': false
                },
                'maxContains': { '$ref': '#/$defs/nonNegativeInteger' },
                'minContains': {
                    '$ref': '#/$defs/nonNegativeInteger',
                    'default': 1
                },
                'maxProperties': { '$ref': '#/$defs/nonNegativeInteger' },
                'minProperties': { '$ref': '#/$defs/nonNegativeIntegerDefault0' },
                'required': { '$ref': '#/$defs/stringArray' },
                'dependentRequired': {
                    'type': 'object',
                    'additionalProperties': {
                        '$ref': '#/$defs/stringArray'
                    }
                }
            },
            '$defs': {
                'nonNegativeInteger': {
                    'type': 'integer',
                    'minimum': 0
                },
                'nonNegativeIntegerDefault0': {
                    '$ref': '#/$defs/nonNegativeInteger',
                    'default': 0
                },
                'simpleTypes': {
                    'enum': [
                        'array',
                        'boolean',
                        'integer',
                        'null',
                        'number',
                        'object',
                        'string'
                    ]
                },
                'stringArray': {
                    'type': 'array',
                    'items': { 'type': 'string' },
                    'uniqueItems': true,
                    'default': []
                }
            }
        },
        {
            '$schema': 'https://json-schema.org/draft/2020-12/schema',
            '$id': 'https://json-schema.org/draft/2020-12/meta/meta-data',
            '$dynamicAnchor': 'meta',
            'title': 'Meta-data vocabulary meta-schema',
            'type': ['object', 'boolean'],
            'properties': {
                'title': {
                    'type': 'string'
                },
                'description': {
                    'type': 'string'
                },
                'default': true,
                'deprecated': {
                    'type': 'boolean',
                    'default': false
                },
                'readOnly': {
                    'type': 'boolean',
                    'default': false
                },
                'writeOnly': {
                    'type': 'boolean',
                    'default': false
                },
                'examples': {
                    'type': 'array',
                    'items': true
                }
            }
        },
        {
            '$schema': 'https://json-schema.org/draft/2020-12/schema',
            '$id': 'https://json-schema.org/draft/2020-12/meta/format-annotation',
            '$dynamicAnchor': 'meta',
            'title': 'Format vocabulary meta-schema for annotation results',
            'type': ['object', 'boolean'],
            'properties': {
                'format': { 'type': 'string' }
            }
        },
        {
            '$schema': 'https://json-schema.org/draft/2020-12/schema',
            '$id': 'https://json-schema.org/draft/2020-12/meta/content',
            '$dynamicAnchor': 'meta',
            'title': 'Content vocabulary meta-schema',
            'type': ['object', 'boolean'],
            'properties': {
                'contentEncoding': { 'type': 'string' },
                'contentMediaType': { 'type': 'string' },
                'contentSchema': { '$dynamicRef': '#meta' }
            }
        }
    ],
    'type': ['object', 'boolean'],
    '$comment': 'This meta-schema also defines keywords that have appeared in previous drafts in order to prevent incompatible extensions as they remain in common use.',
    'properties': {
        'definitions': {
            '$comment': '"definitions" has been replaced by "$defs".',
            'type': 'object',
            'additionalProperties': { '$dynamicRef': '#meta' },
            'deprecated': true,
            'default': {}
        },
        'dependencies': {
            '$comment': '"dependencies" has been split and replaced by "dependentSchemas" and "dependentRequired" in order to serve their differing semantics.',
            'type': 'object',
            'additionalProperties': {
                'anyOf': [
                    { '$dynamicRef': '#meta' },
                    { '$ref': 'meta/validation#/$defs/stringArray' }
                ]
            },
            'deprecated': true,
            'default': {}
        },
        '$recursiveAnchor': {
            '$comment': '"$recursiveAnchor" has been replaced by "$dynamicAnchor".',
            '$ref': 'meta/core#/$defs/anchorString',
            'deprecated': true
        },
        '$recursiveRef': {
            '$comment': '"$recursiveRef" has been replaced by "$dynamicRef".',
            '$ref': 'meta/core#/$defs/uriReferenceString',
            'deprecated': true
        }
    }
};

;// CONCATENATED MODULE: ./node_modules/typebox/build/schema/meta/draft_2019_09.mjs
const Draft_2019_09 = {
    '$schema': 'https://json-schema.org/draft/2019-09/schema',
    '$id': 'https://json-schema.org/draft/2019-09/schema',
    '$vocabulary': {
        'https://json-schema.org/draft/2019-09/vocab/core': true,
        'https://json-schema.org/draft/2019-09/vocab/applicator': true,
        'https://json-schema.org/draft/2019-09/vocab/validation': true,
        'https://json-schema.org/draft/2019-09/vocab/meta-data': true,
        'https://json-schema.org/draft/2019-09/vocab/format': false,
        'https://json-schema.org/draft/2019-09/vocab/content': true
    },
    '$recursiveAnchor': true,
    'title': 'Core and Validation specifications meta-schema',
    'allOf': [
        {
            '$schema': 'https://json-schema.org/draft/2019-09/schema',
            '$id': 'https://json-schema.org/draft/2019-09/meta/core',
            '$recursiveAnchor': true,
            'title': 'Core vocabulary meta-schema',
            'type': ['object', 'boolean'],
            'properties': {
                '$id': {
                    'type': 'string',
                    'format': 'uri-reference',
                    '$comment': 'Non-empty fragments not allowed.',
                    'pattern': '^[^#]*#?$'
                },
                '$schema': {
                    'type': 'string',
                    'format': 'uri'
                },
                '$anchor': {
                    'type': 'string',
                    'pattern': '^[A-Za-z][-A-Za-z0-9.:_]*$'
                },
                '$ref': {
                    'type': 'string',
                    'format': 'uri-reference'
                },
                '$recursiveRef': {
                    'type': 'string',
                    'format': 'uri-reference'
                },
                '$recursiveAnchor': {
                    'type': 'boolean',
                    'default': false
                },
                '$vocabulary': {
                    'type': 'object',
                    'propertyNames': {
                        'type': 'string',
                        'format': 'uri'
                    },
                    'additionalProperties': {
                        'type': 'boolean'
                    }
                },
                '$comment': {
                    'type': 'string'
                },
                '$defs': {
                    'type': 'object',
                    'additionalProperties': { '$recursiveRef': '#' },
                    'default': {}
                }
            }
        },
        {
            '$schema': 'https://json-schema.org/draft/2019-09/schema',
            '$id': 'https://json-schema.org/draft/2019-09/meta/applicator',
            '$recursiveAnchor': true,
            'title': 'Applicator vocabulary meta-schema',
            'type': ['object', 'boolean'],
            'properties': {
                'additionalItems': { '$recursiveRef': '#' },
                'unevaluatedItems': { '$recursiveRef': '#' },
                'items': {
                    'anyOf': [
                        { '$recursiveRef': '#' },
                        { '$ref': '#/$defs/schemaArray' }
                    ]
                },
                'contains': { '$recursiveRef': '#' },
                'additionalProperties': { '$recursiveRef': '#' },
                'unevaluatedProperties': { '$recursiveRef': '#' },
                'properties': {
                    'type': 'object',
                    'additionalProperties': { '$recursiveRef': '#' },
                    'default': {}
                },
                'patternProperties': {
                    'type': 'object',
                    'additionalProperties': { '$recursiveRef': '#' },
                    'propertyNames': { 'format': 'regex' },
                    'default': {}
                },
                'dependentSchemas': {
                    'type': 'object',
                    'additionalProperties': {
                        '$recursiveRef': '#'
                    }
                },
                'propertyNames': { '$recursiveRef': '#' },
                'if': { '$recursiveRef': '#' },
                'then': { '$recursiveRef': '#' },
                'else': { '$recursiveRef': '#' },
                'allOf': { '$ref': '#/$defs/schemaArray' },
                'anyOf': { '$ref': '#/$defs/schemaArray' },
                'oneOf': { '$ref': '#/$defs/schemaArray' },
                'not': { '$recursiveRef': '#' }
            },
            '$defs': {
                'schemaArray': {
                    'type': 'array',
                    'minItems': 1,
                    'items': { '$recursiveRef': '#' }
                }
            }
        },
        {
            '$schema': 'https://json-schema.org/draft/2019-09/schema',
            '$id': 'https://json-schema.org/draft/2019-09/meta/validation',
            '$recursiveAnchor': true,
            'title': 'Validation vocabulary meta-schema',
            'type': ['object', 'boolean'],
            'properties': {
                'multipleOf': {
                    'type': 'number',
                    'exclusiveMinimum': 0
                },
                'maximum': {
                    'type': 'number'
                },
                'exclusiveMaximum': {
                    'type': 'number'
                },
                'minimum': {
                    'type': 'number'
                },
                'exclusiveMinimum': {
                    'type': 'number'
                },
                'maxLength': { '$ref': '#/$defs/nonNegativeInteger' },
                'minLength': { '$ref': '#/$defs/nonNegativeIntegerDefault0' },
                'pattern': {
                    'type': 'string',
                    'format': 'regex'
                },
                'maxItems': { '$ref': '#/$defs/nonNegativeInteger' },
                'minItems': { '$ref': '#/$defs/nonNegativeIntegerDefault0' },
                'uniqueItems': {
                    'type': 'boolean',
                    'default': false
                },
                'maxContains': { '$ref': '#/$defs/nonNegativeInteger' },
                'minContains': {
                    '$ref': '#/$defs/nonNegativeInteger',
                    'default': 1
                },
                'maxProperties': { '$ref': '#/$defs/nonNegativeInteger' },
                'minProperties': { '$ref': '#/$defs/nonNegativeIntegerDefault0' },
                'required': { '$ref': '#/$defs/stringArray' },
                'dependentRequired': {
                    'type': 'object',
                    'additionalProperties': {
                        '$ref': '#/$defs/stringArray'
                    }
                },
                'const': true,
                'enum': {
                    'type': 'array',
                    'items': true
                },
                'type': {
                    'anyOf': [
                        { '$ref': '#/$defs/simpleTypes' },
                        {
                            'type': 'array',
                            'items': { '$ref': '#/$defs/simpleTypes' },
                            'minItems': 1,
                            'uniqueItems': true
                        }
                    ]
                }
            },
            '$defs': {
                'nonNegativeInteger': {
                    'type': 'integer',
                    'minimum': 0
                },
                'nonNegativeIntegerDefault0': {
                    '$ref': '#/$defs/nonNegativeInteger',
                    'default': 0
                },
                'simpleTypes': {
                    'enum': [
                        'array',
                        'boolean',
                        'integer',
                        'null',
                        'number',
                        'object',
                        'string'
                    ]
                },
                'stringArray': {
                    'type': 'array',
                    'items': { 'type': 'string' },
                    'uniqueItems': true,
                    'default': []
                }
            }
        },
        {
            '$schema': 'https://json-schema.org/draft/2019-09/schema',
            '$id': 'https://json-schema.org/draft/2019-09/meta/meta-data',
            '$recursiveAnchor': true,
            'title': 'Meta-data vocabulary meta-schema',
            'type': ['object', 'boolean'],
            'properties': {
                'title': {
                    'type': 'string'
                },
                'description': {
                    'type': 'string'
                },
                'default': true,
                'deprecated': {
                    'type': 'boolean',
                    'default': false
                },
                'readOnly': {
                    'type': 'boolean',
                    'default': false
                },
                'writeOnly': {
                    'type': 'boolean',
                    'default': false
                },
                'examples': {
                    'type': 'array',
                    'items': true
                }
            }
        },
        {
            '$schema': 'https://json-schema.org/draft/2019-09/schema',
            '$id': 'https://json-schema.org/draft/2019-09/meta/format',
            '$recursiveAnchor': true,
            'title': 'Format vocabulary meta-schema',
            'type': ['object', 'boolean'],
            'properties': {
                'format': { 'type': 'string' }
            }
        },
        {
            '$schema': 'https://json-schema.org/draft/2019-09/schema',
            '$id': 'https://json-schema.org/draft/2019-09/meta/content',
            '$recursiveAnchor': true,
            'title': 'Content vocabulary meta-schema',
            'type': ['object', 'boolean'],
            'properties': {
                'contentMediaType': { 'type': 'string' },
                'contentEncoding': { 'type': 'string' },
                'contentSchema': { '$recursiveRef': '#' }
            }
        }
    ],
    'type': ['object', 'boolean'],
    'properties': {
        'definitions': {
            '$comment': 'While no longer an official keyword as it is replaced by $defs, this keyword is retained in the meta-schema to prevent incompatible extensions as it remains in common use.',
            'type': 'object',
            'additionalProperties': { '$recursiveRef': '#' },
            'default': {}
        },
        'dependencies': {
            '$comment': '"dependencies" is no longer a keyword, but schema authors should avoid redefining it to facilitate a smooth transition to "dependentSchemas" and "dependentRequired"',
            'type': 'object',
            'additionalProperties': {
                'anyOf': [
                    { '$recursiveRef': '#' },
                    { '$ref': 'meta/validation#/$defs/stringArray' }
                ]
            }
        }
    }
};

;// CONCATENATED MODULE: ./node_modules/typebox/build/schema/meta/draft_7.mjs
const Draft_7 = {
    '$schema': 'http://json-schema.org/draft-07/schema#',
    '$id': 'http://json-schema.org/draft-07/schema#',
    'title': 'Core schema meta-schema',
    'definitions': {
        'schemaArray': {
            'type': 'array',
            'minItems': 1,
            'items': { '$ref': '#' }
        },
        'nonNegativeInteger': {
            'type': 'integer',
            'minimum': 0
        },
        'nonNegativeIntegerDefault0': {
            'allOf': [
                { '$ref': '#/definitions/nonNegativeInteger' },
                { 'default': 0 }
            ]
        },
        'simpleTypes': {
            'enum': [
                'array',
                'boolean',
                'integer',
                'null',
                'number',
                'object',
                'string'
            ]
        },
        'stringArray': {
            'type': 'array',
            'items': { 'type': 'string' },
            'uniqueItems': true,
            'default': []
        }
    },
    'type': ['object', 'boolean'],
    'properties': {
        '$id': {
            'type': 'string',
            'format': 'uri-reference'
        },
        '$schema': {
            'type': 'string',
            'format': 'uri'
        },
        '$ref': {
            'type': 'string',
            'format': 'uri-reference'
        },
        '$comment': {
            'type': 'string'
        },
        'title': {
            'type': 'string'
        },
        'description': {
            'type': 'string'
        },
        'default': true,
        'readOnly': {
            'type': 'boolean',
            'default': false
        },
        'writeOnly': {
            'type': 'boolean',
            'default': false
        },
        'examples': {
            'type': 'array',
            'items': true
        },
        'multipleOf': {
            'type': 'number',
            'exclusiveMinimum': 0
        },
        'maximum': {
            'type': 'number'
        },
        'exclusiveMaximum': {
            'type': 'number'
        },
        'minimum': {
            'type': 'number'
        },
        'exclusiveMinimum': {
            'type': 'number'
        },
        'maxLength': { '$ref': '#/definitions/nonNegativeInteger' },
        'minLength': { '$ref': '#/definitions/nonNegativeIntegerDefault0' },
        'pattern': {
            'type': 'string',
            'format': 'regex'
        },
        'additionalItems': { '$ref': '#' },
        'items': {
            'anyOf': [
                { '$ref': '#' },
                { '$ref': '#/definitions/schemaArray' }
            ],
            'default': true
        },
        'maxItems': { '$ref': '#/definitions/nonNegativeInteger' },
        'minItems': { '$ref': '#/definitions/nonNegativeIntegerDefault0' },
        'uniqueItems': {
            'type': 'boolean',
            'default': false
        },
        'contains': { '$ref': '#' },
        'maxProperties': { '$ref': '#/definitions/nonNegativeInteger' },
        'minProperties': { '$ref': '#/definitions/nonNegativeIntegerDefault0' },
        'required': { '$ref': '#/definitions/stringArray' },
        'additionalProperties': { '$ref': '#' },
        'definitions': {
            'type': 'object',
            'additionalProperties': { '$ref': '#' },
            'default': {}
        },
        'properties': {
            'type': 'object',
            'additionalProperties': { '$ref': '#' },
            'default': {}
        },
        'patternProperties': {
            'type': 'object',
            'additionalProperties': { '$ref': '#' },
            'propertyNames': { 'format': 'regex' },
            'default': {}
        },
        'dependencies': {
            'type': 'object',
            'additionalProperties': {
                'anyOf': [
                    { '$ref': '#' },
                    { '$ref': '#/definitions/stringArray' }
                ]
            }
        },
        'propertyNames': { '$ref': '#' },
        'const': true,
        'enum': {
            'type': 'array',
            'items': true,
            'minItems': 1,
            'uniqueItems': true
        },
        'type': {
            'anyOf': [
                { '$ref': '#/definitions/simpleTypes' },
                {
                    'type': 'array',
                    'items': { '$ref': '#/definitions/simpleTypes' },
                    'minItems': 1,
                    'uniqueItems': true
                }
            ]
        },
        'format': { 'type': 'string' },
        'contentMediaType': { 'type': 'string' },
        'contentEncoding': { 'type': 'string' },
        'if': { '$ref': '#' },
        'then': { '$ref': '#' },
        'else': { '$ref': '#' },
        'allOf': { '$ref': '#/definitions/schemaArray' },
        'anyOf': { '$ref': '#/definitions/schemaArray' },
        'oneOf': { '$ref': '#/definitions/schemaArray' },
        'not': { '$ref': '#' }
    },
    'default': true
};

;// CONCATENATED MODULE: ./node_modules/typebox/build/schema/meta/draft_6.mjs
const Draft_6 = {
    '$schema': 'http://json-schema.org/draft-06/schema#',
    '$id': 'http://json-schema.org/draft-06/schema#',
    'title': 'Core schema meta-schema',
    'definitions': {
        'schemaArray': {
            'type': 'array',
            'minItems': 1,
            'items': { '$ref': '#' }
        },
        'nonNegativeInteger': {
            'type': 'integer',
            'minimum': 0
        },
        'nonNegativeIntegerDefault0': {
            'allOf': [
                { '$ref': '#/definitions/nonNegativeInteger' },
                { 'default': 0 }
            ]
        },
        'simpleTypes': {
            'enum': [
                'array',
                'boolean',
                'integer',
                'null',
                'number',
                'object',
                'string'
            ]
        },
        'stringArray': {
            'type': 'array',
            'items': { 'type': 'string' },
            'uniqueItems': true,
            'default': []
        }
    },
    'type': ['object', 'boolean'],
    'properties': {
        '$id': {
            'type': 'string',
            'format': 'uri-reference'
        },
        '$schema': {
            'type': 'string',
            'format': 'uri'
        },
        '$ref': {
            'type': 'string',
            'format': 'uri-reference'
        },
        'title': {
            'type': 'string'
        },
        'description': {
            'type': 'string'
        },
        'default': {},
        'examples': {
            'type': 'array',
            'items': {}
        },
        'multipleOf': {
            'type': 'number',
            'exclusiveMinimum': 0
        },
        'maximum': {
            'type': 'number'
        },
        'exclusiveMaximum': {
            'type': 'number'
        },
        'minimum': {
            'type': 'number'
        },
        'exclusiveMinimum': {
            'type': 'number'
        },
        'maxLength': { '$ref': '#/definitions/nonNegativeInteger' },
        'minLength': { '$ref': '#/definitions/nonNegativeIntegerDefault0' },
        'pattern': {
            'type': 'string',
            'format': 'regex'
        },
        'additionalItems': { '$ref': '#' },
        'items': {
            'anyOf': [
                { '$ref': '#' },
                { '$ref': '#/definitions/schemaArray' }
            ],
            'default': {}
        },
        'maxItems': { '$ref': '#/definitions/nonNegativeInteger' },
        'minItems': { '$ref': '#/definitions/nonNegativeIntegerDefault0' },
        'uniqueItems': {
            'type': 'boolean',
            'default': false
        },
        'contains': { '$ref': '#' },
        'maxProperties': { '$ref': '#/definitions/nonNegativeInteger' },
        'minProperties': { '$ref': '#/definitions/nonNegativeIntegerDefault0' },
        'required': { '$ref': '#/definitions/stringArray' },
        'additionalProperties': { '$ref': '#' },
        'definitions': {
            'type': 'object',
            'additionalProperties': { '$ref': '#' },
            'default': {}
        },
        'properties': {
            'type': 'object',
            'additionalProperties': { '$ref': '#' },
            'default': {}
        },
        'patternProperties': {
            'type': 'object',
            'additionalProperties': { '$ref': '#' },
            'propertyNames': { 'format': 'regex' },
            'default': {}
        },
        'dependencies': {
            'type': 'object',
            'additionalProperties': {
                'anyOf': [
                    { '$ref': '#' },
                    { '$ref': '#/definitions/stringArray' }
                ]
            }
        },
        'propertyNames': { '$ref': '#' },
        'const': {},
        'enum': {
            'type': 'array',
            'minItems': 1,
            'uniqueItems': true
        },
        'type': {
            'anyOf': [
                { '$ref': '#/definitions/simpleTypes' },
                {
                    'type': 'array',
                    'items': { '$ref': '#/definitions/simpleTypes' },
                    'minItems': 1,
                    'uniqueItems': true
                }
            ]
        },
        'format': { 'type': 'string' },
        'allOf': { '$ref': '#/definitions/schemaArray' },
        'anyOf': { '$ref': '#/definitions/schemaArray' },
        'oneOf': { '$ref': '#/definitions/schemaArray' },
        'not': { '$ref': '#' }
    },
    'default': {}
};

;// CONCATENATED MODULE: ./node_modules/typebox/build/schema/meta/draft_4.mjs
const Draft_4 = {
    'id': 'http://json-schema.org/draft-04/schema#',
    '$schema': 'http://json-schema.org/draft-04/schema#',
    'description': 'Core schema meta-schema',
    'definitions': {
        'schemaArray': {
            'type': 'array',
            'minItems': 1,
            'items': { '$ref': '#' }
        },
        'positiveInteger': {
            'type': 'integer',
            'minimum': 0
        },
        'positiveIntegerDefault0': {
            'allOf': [{ '$ref': '#/definitions/positiveInteger' }, { 'default': 0 }]
        },
        'simpleTypes': {
            'enum': ['array', 'boolean', 'integer', 'null', 'number', 'object', 'string']
        },
        'stringArray': {
            'type': 'array',
            'items': { 'type': 'string' },
            'minItems': 1,
            'uniqueItems': true
        }
    },
    'type': 'object',
    'properties': {
        'id': {
            'type': 'string'
        },
        '$schema': {
            'type': 'string'
        },
        'title': {
            'type': 'string'
        },
        'description': {
            'type': 'string'
        },
        'default': {},
        'multipleOf': {
            'type': 'number',
            'minimum': 0,
            'exclusiveMinimum': true
        },
        'maximum': {
            'type': 'number'
        },
        'exclusiveMaximum': {
            'type': 'boolean',
            'default': false
        },
        'minimum': {
            'type': 'number'
        },
        'exclusiveMinimum': {
            'type': 'boolean',
            'default': false
        },
        'maxLength': { '$ref': '#/definitions/positiveInteger' },
        'minLength': { '$ref': '#/definitions/positiveIntegerDefault0' },
        'pattern': {
            'type': 'string',
            'format': 'regex'
        },
        'additionalItems': {
            'anyOf': [
                { 'type': 'boolean' },
                { '$ref': '#' }
            ],
            'default': {}
        },
        'items': {
            'anyOf': [
                { '$ref': '#' },
                { '$ref': '#/definitions/schemaArray' }
            ],
            'default': {}
        },
        'maxItems': { '$ref': '#/definitions/positiveInteger' },
        'minItems': { '$ref': '#/definitions/positiveIntegerDefault0' },
        'uniqueItems': {
            'type': 'boolean',
            'default': false
        },
        'maxProperties': { '$ref': '#/definitions/positiveInteger' },
        'minProperties': { '$ref': '#/definitions/positiveIntegerDefault0' },
        'required': { '$ref': '#/definitions/stringArray' },
        'additionalProperties': {
            'anyOf': [
                { 'type': 'boolean' },
                { '$ref': '#' }
            ],
            'default': {}
        },
        'definitions': {
            'type': 'object',
            'additionalProperties': { '$ref': '#' },
            'default': {}
        },
        'properties': {
            'type': 'object',
            'additionalProperties': { '$ref': '#' },
            'default': {}
        },
        'patternProperties': {
            'type': 'object',
            'additionalProperties': { '$ref': '#' },
            'default': {}
        },
        'dependencies': {
            'type': 'object',
            'additionalProperties': {
                'anyOf': [
                    { '$ref': '#' },
                    { '$ref': '#/definitions/stringArray' }
                ]
            }
        },
        'enum': {
            'type': 'array',
            'minItems': 1,
            'uniqueItems': true
        },
        'type': {
            'anyOf': [
                { '$ref': '#/definitions/simpleTypes' },
                {
                    'type': 'array',
                    'items': { '$ref': '#/definitions/simpleTypes' },
                    'minItems': 1,
                    'uniqueItems': true
                }
            ]
        },
        'format': { 'type': 'string' },
        'allOf': { '$ref': '#/definitions/schemaArray' },
        'anyOf': { '$ref': '#/definitions/schemaArray' },
        'oneOf': { '$ref': '#/definitions/schemaArray' },
        'not': { '$ref': '#' }
    },
    'dependencies': {
        'exclusiveMaximum': ['maximum'],
        'exclusiveMinimum': ['minimum']
    },
    'default': {}
};

;// CONCATENATED MODULE: ./node_modules/typebox/build/schema/meta/draft_3.mjs
const Draft_3 = {
    '$schema': 'http://json-schema.org/draft-03/schema#',
    'id': 'http://json-schema.org/draft-03/schema#',
    'type': 'object',
    'properties': {
        'type': {
            'type': ['string', 'array'],
            'items': {
                'type': ['string', { '$ref': '#' }]
            },
            'uniqueItems': true,
            'default': 'any'
        },
        'properties': {
            'type': 'object',
            'additionalProperties': { '$ref': '#' },
            'default': {}
        },
        'patternProperties': {
            'type': 'object',
            'additionalProperties': { '$ref': '#' },
            'default': {}
        },
        'additionalProperties': {
            'type': [{ '$ref': '#' }, 'boolean'],
            'default': {}
        },
        'items': {
            'type': [{ '$ref': '#' }, 'array'],
            'items': { '$ref': '#' },
            'default': {}
        },
        'additionalItems': {
            'type': [{ '$ref': '#' }, 'boolean'],
            'default': {}
        },
        'required': {
            'type': 'boolean',
            'default': false
        },
        'dependencies': {
            'type': 'object',
            'additionalProperties': {
                'type': ['string', 'array', { '$ref': '#' }],
                'items': {
                    'type': 'string'
                }
            },
            'default': {}
        },
        'minimum': {
            'type': 'number'
        },
        'maximum': {
            'type': 'number'
        },
        'exclusiveMinimum': {
            'type': 'boolean',
            'default': false
        },
        'exclusiveMaximum': {
            'type': 'boolean',
            'default': false
        },
        'minItems': {
            'type': 'integer',
            'minimum': 0,
            'default': 0
        },
        'maxItems': {
            'type': 'integer',
            'minimum': 0
        },
        'uniqueItems': {
            'type': 'boolean',
            'default': false
        },
        'pattern': {
            'type': 'string',
            'format': 'regex'
        },
        'minLength': {
            'type': 'integer',
            'minimum': 0,
            'default': 0
        },
        'maxLength': {
            'type': 'integer'
        },
        'enum': {
            'type': 'array',
            'minItems': 1,
            'uniqueItems': true
        },
        'default': {
            'type': 'any'
        },
        'title': {
            'type': 'string'
        },
        'description': {
            'type': 'string'
        },
        'format': {
            'type': 'string'
        },
        'divisibleBy': {
            'type': 'number',
            'minimum': 0,
            'exclusiveMinimum': true,
            'default': 1
        },
        'disallow': {
            'type': ['string', 'array'],
            'items': {
                'type': ['string', { '$ref': '#' }]
            },
            'uniqueItems': true
        },
        'extends': {
            'type': [{ '$ref': '#' }, 'array'],
            'items': { '$ref': '#' },
            'default': {}
        },
        'id': {
            'type': 'string',
            'format': 'uri'
        },
        '$ref': {
            'type': 'string',
            'format': 'uri'
        },
        '$schema': {
            'type': 'string',
            'format': 'uri'
        }
    },
    'dependencies': {
        'exclusiveMinimum': 'minimum',
        'exclusiveMaximum': 'maximum'
    },
    'default': {}
};

;// CONCATENATED MODULE: ./node_modules/typebox/build/schema/meta/meta.mjs






/** A collection of all meta schemas. */
const Meta = {
    'http://json-schema.org/draft-03/schema#': Draft_3,
    'http://json-schema.org/draft-04/schema#': Draft_4,
    'http://json-schema.org/draft-06/schema#': Draft_6,
    'http://json-schema.org/draft-07/schema#': Draft_7,
    'https://json-schema.org/draft/2019-09/schema': Draft_2019_09,
    'https://json-schema.org/draft/2020-12/schema': Draft_2020_12
};

;// CONCATENATED MODULE: ./node_modules/typebox/build/schema/meta/index.mjs



// EXTERNAL MODULE: ./node_modules/typebox/build/system/environment/index.mjs + 2 modules
var environment = __webpack_require__(3552);
;// CONCATENATED MODULE: ./node_modules/typebox/build/schema/build.mjs
// deno-fmt-ignore-file
// deno-lint-ignore-file





// ------------------------------------------------------------------
// CreateCode
// ------------------------------------------------------------------
function CreateCode(build) {
    const functions = build.Functions().join(';\n');
    const statements = build.UseUnevaluated()
        ? ['const context = new CheckContext({}, {})', `return ${build.Entry()}`]
        : [`return ${build.Entry()}`];
    return `${functions}; return (value) => { ${statements.join('; ')} }`;
}
// ------------------------------------------------------------------
// CreateEvaluatedCheck
// ------------------------------------------------------------------
function CreateEvaluatedCheck(build, code) {
    const factory = Environment.Evaluate('CheckContext', 'Guard', 'Hashing', build.External().identifier, code);
    return factory(Engine.CheckContext, Guard, Hashing, build.External().variables);
}
// ------------------------------------------------------------------
// CreateDynamicCheck
// ------------------------------------------------------------------
function CreateDynamicCheck(build) {
    const stack = Engine.Stack(build.Context(), build.Schema());
    const context = new Engine.CheckContext();
    return (value) => Engine.CheckSchema(stack, context, build.Schema(), value);
}
// ------------------------------------------------------------------
// CreateCheck
// ------------------------------------------------------------------
function CreateCheck(build, code) {
    return Environment.CanEvaluate()
        ? CreateEvaluatedCheck(build, code)
        : CreateDynamicCheck(build);
}
// ------------------------------------------------------------------
// EvaluateResult
// ------------------------------------------------------------------
class EvaluateResult {
    constructor(isAccelerated, code, check) {
        this.isAccelerated = isAccelerated;
        this.code = code;
        this.check = check;
    }
    IsAccelerated() {
        return this.isAccelerated;
    }
    Code() {
        return this.code;
    }
    Check(value) {
        return this.check(value);
    }
}
// ------------------------------------------------------------------
// BuildResult
// ------------------------------------------------------------------
class BuildResult {
    constructor(context, schema, external, functions, entry, useUnevaluated) {
        this.context = context;
        this.schema = schema;
        this.external = external;
        this.functions = functions;
        this.entry = entry;
        this.useUnevaluated = useUnevaluated;
    }
    /** Returns the Context used for this build */
    Context() {
        return this.context;
    }
    /** Returns the Schema used for this build */
    Schema() {
        return this.schema;
    }
    /** Returns true if this build requires a Unevaluated context */
    UseUnevaluated() {
        return this.useUnevaluated;
    }
    /** Returns external variables */
    External() {
        return this.external;
    }
    /** Returns check functions */
    Functions() {
        return this.functions;
    }
    /** Return entry function call. */
    Entry() {
        return this.entry;
    }
    /** Evaluates the build into a validation function */
    Evaluate() {
        const code = CreateCode(this);
        const check = CreateCheck(this, code);
        return new EvaluateResult(Environment.CanEvaluate(), code, check);
    }
}
/** Builds a schema into a optimized runtime validator */
function build_Build(...args) {
    const [context, schema] = Arguments.Match(args, {
        2: (context, schema) => [context, schema],
        1: (schema) => [{}, schema]
    });
    Engine.ResetUnique();
    Engine.ResetExternal();
    Engine.ResetFunctions();
    const stack = Engine.Stack(context, schema);
    const build = new Engine.BuildContext(Engine.HasUnevaluated(context, schema));
    const call = Engine.CreateFunction(stack, build, schema, 'value');
    const functions = Engine.GetFunctions();
    const externals = Engine.GetExternal();
    return new BuildResult(context, schema, externals, functions, call, build.UseUnevaluated());
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/system/arguments/arguments.mjs
/**
 * Match arguments for overloaded functions that use the `...args: unknown[]` pattern. Arguments
 * are parsed using argument length only.
 */
function arguments_Match(args, match) {
    return (match[args.length]?.(...args) ?? (() => {
        throw Error('Invalid Arguments');
    })());
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/system/locale/en_US.mjs
// deno-fmt-ignore-file
/** en_US: English (United States) - ISO 639-1 language code 'en' with ISO 3166-1 alpha-2 country code 'US' for United States. */
function en_US_en_US(error) {
    switch (error.keyword) {
        case 'additionalProperties': return 'must not have additional properties';
        case 'anyOf': return 'must match a schema in anyOf';
        case 'boolean': return 'schema is false';
        case 'const': return 'must be equal to constant';
        case 'contains': return 'must contain at least 1 valid item';
        case 'dependencies': return `must have properties ${error.params.dependencies.join(', ')} when property ${error.params.property} is present`;
        case 'dependentRequired': return `must have properties ${error.params.dependencies.join(', ')} when property ${error.params.property} is present`;
        case 'enum': return 'must be equal to one of the allowed values';
        case 'exclusiveMaximum': return `must be ${error.params.comparison} ${error.params.limit}`;
        case 'exclusiveMinimum': return `must be ${error.params.comparison} ${error.params.limit}`;
        case 'format': return `must match format "${error.params.format}"`;
        case 'if': return `must match "${error.params.failingKeyword}" schema`;
        case 'maxItems': return `must not have more than ${error.params.limit} items`;
        case 'maxLength': return `must not have more than ${error.params.limit} characters`;
        case 'maxProperties': return `must not have more than ${error.params.limit} properties`;
        case 'maximum': return `must be ${error.params.comparison} ${error.params.limit}`;
        case 'minItems': return `must not have fewer than ${error.params.limit} items`;
        case 'minLength': return `must not have fewer than ${error.params.limit} characters`;
        case 'minProperties': return `must not have fewer than ${error.params.limit} properties`;
        case 'minimum': return `must be ${error.params.comparison} ${error.params.limit}`;
        case 'multipleOf': return `must be multiple of ${error.params.multipleOf}`;
        case 'not': return 'must not be valid';
        case 'oneOf': return 'must match exactly one schema in oneOf';
        case 'pattern': return `must match pattern "${error.params.pattern}"`;
        case 'propertyNames': return `property names ${error.params.propertyNames.join(', ')} are invalid`;
        case 'required': return `must have required properties ${error.params.requiredProperties.join(', ')}`;
        case 'type': return typeof error.params.type === 'string' ? `must be ${error.params.type}` : `must be either ${error.params.type.join(' or ')}`;
        case 'unevaluatedItems': return 'must not have unevaluated items';
        case 'unevaluatedProperties': return 'must not have unevaluated properties';
        case 'uniqueItems': return `must not have duplicate items`;
        case '~refine': return error.params.message;
        // deno-coverage-ignore-start - unreachable
        default: return 'an unknown validation error occurred';
        // deno-coverage-ignore-stop
    }
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/system/locale/_config.mjs
// deno-fmt-ignore-file

let locale = en_US_en_US;
/** Sets the locale */
function _config_Set(callback) {
    locale = callback;
}
/** Gets the locale */
function _config_Get() {
    return locale;
}
/** Resets the locale to `en_US` */
function _config_Reset() {
    _config_Set(en_US);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/schema/errors.mjs
// deno-fmt-ignore-file



/** Returns an array of validation errors for the given value. */
function errors_Errors(...args) {
    const [context, schema, value] = arguments_Match(args, {
        3: (context, schema, value) => [context, schema, value],
        2: (schema, value) => [{}, schema, value]
    });
    const stack = _stack_Stack(context, schema);
    const errorContext = new ErrorContext();
    const result = ErrorSchema(stack, errorContext, '#', '', schema, value);
    const errors = errorContext.GetErrors();
    const locale = _config_Get();
    const localized = errors.map(error => ({ ...error, message: locale(error) }));
    return [result, localized];
}

// EXTERNAL MODULE: ./node_modules/typebox/build/system/settings/settings.mjs
var settings_settings = __webpack_require__(5029);
;// CONCATENATED MODULE: ./node_modules/typebox/build/system/settings/internal.mjs

// ------------------------------------------------------------------
// TempMaxErrors
// ------------------------------------------------------------------
let TempMaxErrors = 0;
// ------------------------------------------------------------------
// [Internal] EnableParseErrors
// ------------------------------------------------------------------
function internal_EnableParseErrors() {
    const settings = Get();
    TempMaxErrors = settings.maxErrors;
    settings.maxErrors = settings.maxParseErrors;
}
// ------------------------------------------------------------------
// [Internal] DisableParseErrors
// ------------------------------------------------------------------
function internal_DisableParseErrors() {
    const settings = Get();
    settings.maxErrors = TempMaxErrors;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/schema/check.mjs
// deno-fmt-ignore-file
// deno-lint-ignore-file


/** Checks a value against the provided schema */
function check_Check(...args) {
    const [context, schema, value] = Arguments.Match(args, {
        3: (context, schema, value) => [context, schema, value],
        2: (schema, value) => [{}, schema, value]
    });
    const stack = Engine.Stack(context, schema);
    const checkContext = new Engine.CheckContext();
    return Engine.CheckSchema(stack, checkContext, schema, value);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/schema/parse.mjs
// deno-fmt-ignore-file
// deno-lint-ignore-file




// ------------------------------------------------------------------
// ParseError
// ------------------------------------------------------------------
class ParseError {
    constructor(schema, value, errors) {
        this.schema = schema;
        this.value = value;
        this.errors = errors;
    }
}
// ------------------------------------------------------------------
// ThrowParseError
// ------------------------------------------------------------------
function parse_ThrowParseError(context, schema, value) {
    EnableParseErrors();
    const result = Errors(context, schema, value);
    DisableParseErrors();
    throw new ParseError(schema, value, result[1]);
}
/** Parses a value against the provided schema */
function Parse(...args) {
    const [context, schema, value] = Arguments.Match(args, {
        3: (context, schema, value) => [context, schema, value],
        2: (schema, value) => [{}, schema, value]
    });
    if (Check(context, schema, value))
        return value;
    parse_ThrowParseError(context, schema, value);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/schema/compile.mjs
// deno-fmt-ignore-file
// deno-lint-ignore-file




// ------------------------------------------------------------------
// Validator
// ------------------------------------------------------------------
class Validator {
    constructor(context, schema) {
        this.evaluateResult = Build.Build(context, schema).Evaluate();
        this.context = context;
        this.schema = schema;
    }
    /** Returns true if this Validator is using JIT acceleration. */
    IsAccelerated() {
        return this.evaluateResult.IsAccelerated();
    }
    /** Returns the underlying Schema used to construct this Validator. */
    Schema() {
        return this.schema;
    }
    /** Performs a type-guard check on the provided value. */
    Check(value) {
        return this.evaluateResult.Check(value);
    }
    /** Validates a value and returns it. Will throw if invalid. */
    Parse(value) {
        if (this.evaluateResult.Check(value))
            return value;
        ThrowParseError(this.context, this.schema, value);
    }
    /** Returns an array of validation errors for the given value. */
    Errors(value) {
        return Errors(this.context, this.schema, value);
    }
}
/** Compiles this schema into a high performance Validator */
function Compile(...args) {
    const [context, schema] = Arguments.Match(args, {
        2: (context, schema) => [context, schema],
        1: (schema) => [{}, schema]
    });
    return new Validator(context, schema);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/schema/schema.mjs













;// CONCATENATED MODULE: ./node_modules/typebox/build/schema/index.mjs
// ------------------------------------------------------------------
// Barrel
// ------------------------------------------------------------------

// ------------------------------------------------------------------
// Default
// ------------------------------------------------------------------

/* harmony default export */ const schema = ((/* unused pure expression or super */ null && (Schema)));


/***/ }),

/***/ 3552:
/***/ ((__unused_webpack___webpack_module__, __unused_webpack___webpack_exports__, __webpack_require__) => {


// UNUSED EXPORTS: Environment

// EXTERNAL MODULE: ./node_modules/typebox/build/system/settings/index.mjs
var settings = __webpack_require__(1126);
;// CONCATENATED MODULE: ./node_modules/typebox/build/system/environment/evaluate.mjs


let supported = (/* unused pure expression or super */ null && (undefined));
// ------------------------------------------------------------------
// TryEvaluate
// ------------------------------------------------------------------
function TryEvaluate() {
    try {
        Evaluate('null')();
        return true;
    } // deno-coverage-ignore-start - unreachable in test-suite
    catch {
        return false;
    }
    // deno-coverage-ignore-stop
}
// ------------------------------------------------------------------
// CanEvaluate
// ------------------------------------------------------------------
/** Returns true if the environment supports dynamic JavaScript evaluation */
function CanEvaluate() {
    if (Guard.IsUndefined(supported))
        supported = TryEvaluate();
    return supported && Settings.Get().useAcceleration;
}
// ------------------------------------------------------------------
// Evaluate
// ------------------------------------------------------------------
/**
 * Evaluates code in the current environment. This function will throw if the
 * environment Content-Security-Policy does not support `unsafe-eval`. Use the
 * Environment.CanEvaluate() to determine if the environment supports Evaluate
 * before calling this function.
 */
function Evaluate(...args) {
    return new (globalThis.Function)(...args);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/system/environment/environment.mjs


;// CONCATENATED MODULE: ./node_modules/typebox/build/system/environment/index.mjs



/***/ }),

/***/ 2109:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  X: () => (/* reexport */ hash_namespaceObject)
});

// NAMESPACE OBJECT: ./node_modules/typebox/build/system/hashing/hash.mjs
var hash_namespaceObject = {};
__webpack_require__.r(hash_namespaceObject);
__webpack_require__.d(hash_namespaceObject, {
  Hash: () => (Hash),
  HashCode: () => (HashCode)
});

;// CONCATENATED MODULE: ./node_modules/typebox/build/system/unreachable/unreachable.mjs
// deno-coverage-ignore-start - unreachable by definition
/** Used for unreachable logic */
function Unreachable() {
    throw new Error('Unreachable');
}
// deno-coverage-ignore-stop

;// CONCATENATED MODULE: ./node_modules/typebox/build/guard/globals.mjs
// --------------------------------------------------------------------------
// Primitives
// --------------------------------------------------------------------------
function IsBoolean(value) {
    return value instanceof Boolean;
}
function IsNumber(value) {
    return value instanceof Number;
}
function IsString(value) {
    return value instanceof String;
}
// --------------------------------------------------------------------------
// TypeArray
// --------------------------------------------------------------------------
function IsTypeArray(value) {
    return globalThis.ArrayBuffer.isView(value);
}
/** Returns true if the value is a Int8Array */
function IsInt8Array(value) {
    return value instanceof globalThis.Int8Array;
}
/** Returns true if the value is a Uint8Array */
function IsUint8Array(value) {
    return value instanceof globalThis.Uint8Array;
}
/** Returns true if the value is a Uint8ClampedArray */
function IsUint8ClampedArray(value) {
    return value instanceof globalThis.Uint8ClampedArray;
}
/** Returns true if the value is a Int16Array */
function IsInt16Array(value) {
    return value instanceof globalThis.Int16Array;
}
/** Returns true if the value is a Uint16Array */
function IsUint16Array(value) {
    return value instanceof globalThis.Uint16Array;
}
/** Returns true if the value is a Int32Array */
function IsInt32Array(value) {
    return value instanceof globalThis.Int32Array;
}
/** Returns true if the value is a Uint32Array */
function IsUint32Array(value) {
    return value instanceof globalThis.Uint32Array;
}
/** Returns true if the value is a Float32Array */
function IsFloat32Array(value) {
    return value instanceof globalThis.Float32Array;
}
/** Returns true if the value is a Float64Array */
function IsFloat64Array(value) {
    return value instanceof globalThis.Float64Array;
}
/** Returns true if the value is a BigInt64Array */
function IsBigInt64Array(value) {
    return value instanceof globalThis.BigInt64Array;
}
/** Returns true if the value is a BigUint64Array */
function IsBigUint64Array(value) {
    return value instanceof globalThis.BigUint64Array;
}
// ------------------------------------------------------------------
// RegExp
// ------------------------------------------------------------------
/** Returns true if the value is a RegExp */
function IsRegExp(value) {
    return value instanceof globalThis.RegExp;
}
// ------------------------------------------------------------------
// Date
// ------------------------------------------------------------------
/** Returns true if the value is a Date */
function IsDate(value) {
    return value instanceof globalThis.Date;
}
// ------------------------------------------------------------------
// Set
// ------------------------------------------------------------------
/** Returns true if the value is a Set */
function IsSet(value) {
    return value instanceof globalThis.Set;
}
// ------------------------------------------------------------------
// Map
// ------------------------------------------------------------------
/** Returns true if the value is a Map */
function IsMap(value) {
    return value instanceof globalThis.Map;
}

// EXTERNAL MODULE: ./node_modules/typebox/build/guard/guard.mjs + 1 modules
var guard = __webpack_require__(9547);
;// CONCATENATED MODULE: ./node_modules/typebox/build/system/hashing/hash.mjs
// deno-fmt-ignore-file


// ------------------------------------------------------------------
// InstanceKeys
//
// Retrieves all enumerable and non-enumerable own property keys
// and inherited prototype keys (excluding symbols and the 'constructor')
// from an object instance.
//
// This function is useful for differentiating between class instances
// based on their structural keys rather than relying on the
// constructor name. It provides a more reliable structural comparison
// by capturing both own and prototype properties.
//
// ------------------------------------------------------------------
function InstanceKeys(value) {
    const propertyKeys = new Set();
    let current = value;
    while (current && current !== Object.prototype) {
        for (const key of Reflect.ownKeys(current)) {
            if (key !== 'constructor' && typeof key !== 'symbol')
                propertyKeys.add(key);
        }
        current = Object.getPrototypeOf(current);
    }
    return [...propertyKeys];
}
// ------------------------------------------------------------------
// IsIEEE754
//
// TypeBox guards do not consider +/- Infinity or NaN as valid
// numbers, but they are valid IEEE754 numbers. We use a special
// guard to ensure these numbers are considered for hashing.
//
// ------------------------------------------------------------------
function IsIEEE754(value) {
    return typeof value === 'number';
}
// ------------------------------------------------------------------
// ByteMarker
// ------------------------------------------------------------------
const ByteMarker = {
    Array: 0x0,
    BigInt: 0x1,
    Boolean: 0x2,
    Date: 0x3,
    Constructor: 0x4,
    Function: 0x5,
    Null: 0x6,
    Number: 0x7,
    Object: 0x8,
    RegExp: 0x9,
    String: 0xA,
    Symbol: 0xB,
    TypeArray: 0xC,
    Undefined: 0xD
};
// ------------------------------------------------------------------
// State
// ------------------------------------------------------------------
//
// The 64-bit accumulator is held as four 16-bit limbs (A0 is the least
// significant) so the FNV1A64 operation can be computed with number
// arithmetic, avoiding a BigInt multiply and modulo for every byte.
//
// Offset: 14695981039346656037 (0xCBF29CE484222325)
//
// ------------------------------------------------------------------
let A0 = 0x2325, A1 = 0x8422, A2 = 0x9CE4, A3 = 0xCBF2;
const F64 = new Float64Array(1);
const F64In = new DataView(F64.buffer);
const F64Out = new Uint8Array(F64.buffer);
// ------------------------------------------------------------------
// Operation
//
// Prime: 1099511628211 (0x100000001B3 = 2^40 + 0x1B3)
//
// The multiply is computed as (A * 0x1B3) + (A << 40) modulo 2^64, 
// where (A << 40) adds (A0 << 8) to the third limb and (A1 << 8) 
// to the fourth.
//
// ------------------------------------------------------------------
function FNV1A64_OP(byte) {
    const L0 = A0 ^ byte;
    const T0 = L0 * 0x1B3;
    const T1 = A1 * 0x1B3 + (T0 >>> 16);
    const T2 = A2 * 0x1B3 + (T1 >>> 16) + (L0 << 8);
    const T3 = A3 * 0x1B3 + (T2 >>> 16) + (A1 << 8);
    A0 = T0 & 0xFFFF;
    A1 = T1 & 0xFFFF;
    A2 = T2 & 0xFFFF;
    A3 = T3 & 0xFFFF;
}
// ------------------------------------------------------------------
// Array
// ------------------------------------------------------------------
function FromArray(value) {
    FNV1A64_OP(ByteMarker.Array);
    for (const item of value) {
        FromValue(item);
    }
}
// ------------------------------------------------------------------
// BigInt
// ------------------------------------------------------------------
function FromBigInt(value) {
    FNV1A64_OP(ByteMarker.BigInt);
    F64In.setBigInt64(0, value);
    for (const byte of F64Out) {
        FNV1A64_OP(byte);
    }
}
// ------------------------------------------------------------------
// Boolean
// ------------------------------------------------------------------
function FromBoolean(value) {
    FNV1A64_OP(ByteMarker.Boolean);
    FNV1A64_OP(value ? 1 : 0);
}
// ------------------------------------------------------------------
// Constructor
// ------------------------------------------------------------------
function FromConstructor(value) {
    FNV1A64_OP(ByteMarker.Constructor);
    FromValue(value.toString());
}
// ------------------------------------------------------------------
// Date
// ------------------------------------------------------------------
function FromDate(value) {
    FNV1A64_OP(ByteMarker.Date);
    FromValue(value.getTime());
}
// ------------------------------------------------------------------
// Function
// ------------------------------------------------------------------
function FromFunction(value) {
    FNV1A64_OP(ByteMarker.Function);
    FromValue(value.toString());
}
// ------------------------------------------------------------------
// Null
// ------------------------------------------------------------------
function FromNull(_value) {
    FNV1A64_OP(ByteMarker.Null);
}
// ------------------------------------------------------------------
// Number | IEEE754
// ------------------------------------------------------------------
function FromNumber(value) {
    FNV1A64_OP(ByteMarker.Number);
    F64In.setFloat64(0, value, true /* little-endian */);
    for (const byte of F64Out) {
        FNV1A64_OP(byte);
    }
}
// ------------------------------------------------------------------
// Object
// ------------------------------------------------------------------
function FromObject(value) {
    FNV1A64_OP(ByteMarker.Object);
    for (const key of InstanceKeys(value).sort()) {
        FromValue(key);
        FromValue(value[key]);
    }
}
// ------------------------------------------------------------------
// RegExp
// ------------------------------------------------------------------
function FromRegExp(value) {
    FNV1A64_OP(ByteMarker.RegExp);
    FromString(value.toString());
}
// ------------------------------------------------------------------
// String
// ------------------------------------------------------------------
const encoder = new TextEncoder();
function FromString(value) {
    FNV1A64_OP(ByteMarker.String);
    for (let i = 0; i < value.length; i++) {
        const code = value.charCodeAt(i);
        if (code > 0x7F) {
            for (const byte of encoder.encode(value.slice(i))) {
                FNV1A64_OP(byte);
            }
            return;
        }
        FNV1A64_OP(code);
    }
}
// ------------------------------------------------------------------
// Symbol
// ------------------------------------------------------------------
function FromSymbol(value) {
    FNV1A64_OP(ByteMarker.Symbol);
    FromValue(value.toString());
}
// ------------------------------------------------------------------
// TypeArray
// ------------------------------------------------------------------
function FromTypeArray(value) {
    FNV1A64_OP(ByteMarker.TypeArray);
    const buffer = new Uint8Array(value.buffer);
    for (let i = 0; i < buffer.length; i++) {
        FNV1A64_OP(buffer[i]);
    }
}
// ------------------------------------------------------------------
// Undefined
// ------------------------------------------------------------------
function FromUndefined(_value) {
    return FNV1A64_OP(ByteMarker.Undefined);
}
// ------------------------------------------------------------------
// Hash
//
// deno-coverage-ignore-start - unreachable
//
// This function should all JavaScript values so we can't reach the
// fall-through. We use Unreachable to assert that no values pass
// through. We will need to handle these should they arise.
//
// ------------------------------------------------------------------
function FromValue(value) {
    return (IsTypeArray(value) ? FromTypeArray(value) :
        IsDate(value) ? FromDate(value) :
            IsRegExp(value) ? FromRegExp(value) :
                IsBoolean(value) ? FromBoolean(value.valueOf()) :
                    IsString(value) ? FromString(value.valueOf()) :
                        IsNumber(value) ? FromNumber(value.valueOf()) :
                            IsIEEE754(value) ? FromNumber(value) :
                                guard/* IsArray */.QS(value) ? FromArray(value) :
                                    guard/* IsBoolean */.Zx(value) ? FromBoolean(value) :
                                        guard/* IsBigInt */.cQ(value) ? FromBigInt(value) :
                                            guard/* IsConstructor */.ZV(value) ? FromConstructor(value) :
                                                guard/* IsNull */.Ef(value) ? FromNull(value) :
                                                    guard/* IsObject */.av(value) ? FromObject(value) :
                                                        guard/* IsString */.IP(value) ? FromString(value) :
                                                            guard/* IsSymbol */.nH(value) ? FromSymbol(value) :
                                                                guard/* IsUndefined */.R1(value) ? FromUndefined(value) :
                                                                    guard/* IsFunction */.hg(value) ? FromFunction(value) :
                                                                        Unreachable());
}
// deno-coverage-ignore-stop
// ------------------------------------------------------------------
// Hash
// ------------------------------------------------------------------
function Hex(limb) {
    return limb.toString(16).padStart(4, '0');
}
/** Generates a FNV1A-64 non cryptographic hash of the given value */
function HashCode(value) {
    return BigInt(`0x${Hash(value)}`);
}
/** Generates a FNV1A-64 non cryptographic hash of the given value */
function Hash(value) {
    A0 = 0x2325, A1 = 0x8422, A2 = 0x9CE4, A3 = 0xCBF2;
    FromValue(value);
    return `${Hex(A3)}${Hex(A2)}${Hex(A1)}${Hex(A0)}`;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/system/hashing/index.mjs



/***/ }),

/***/ 8155:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  wB: () => (/* reexport */ settings/* Settings */.w)
});

// UNUSED EXPORTS: Arguments, Environment, Hashing, Locale, Memory, System, default

// EXTERNAL MODULE: ./node_modules/typebox/build/system/environment/index.mjs + 2 modules
var environment = __webpack_require__(3552);
// EXTERNAL MODULE: ./node_modules/typebox/build/system/hashing/index.mjs + 3 modules
var hashing = __webpack_require__(2109);
;// CONCATENATED MODULE: ./node_modules/typebox/build/system/memory/metrics.mjs
/** TypeBox instantiation metrics */
const metrics_Metrics = {
    assign: 0,
    create: 0,
    clone: 0,
    discard: 0,
    update: 0
};

// EXTERNAL MODULE: ./node_modules/typebox/build/system/settings/index.mjs
var settings = __webpack_require__(1126);
;// CONCATENATED MODULE: ./node_modules/typebox/build/system/memory/finalize.mjs
// deno-lint-ignore-file no-explicit-any



// ------------------------------------------------------------------
// Freeze
// ------------------------------------------------------------------
function Freeze(value, seen) {
    if (seen.has(value))
        return;
    seen.add(value);
    for (const key of Keys(value)) {
        const descriptor = Object.getOwnPropertyDescriptor(value, key);
        if (!descriptor || !('value' in descriptor))
            continue;
        if (Guard.IsObject(descriptor.value))
            Freeze(descriptor.value, seen);
    }
    Object.freeze(value);
}
// ------------------------------------------------------------------
// Finalize
// ------------------------------------------------------------------
/** Finalizes a type. Will recursively freeze if `immutableTypes` is true, otherwise no action. */
function finalize_Finalize(value) {
    if (!Settings.Get().immutableTypes)
        return value;
    Freeze(value, new WeakSet());
    return value;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/system/memory/assign.mjs
// deno-lint-ignore-file ban-types no-explicit-any
// deno-fmt-ignore-file



/** Performs an Object assign using the Left and Right object types. */
function Assign(left, right) {
    Metrics.assign += 1;
    const result = {}, rightKeys = Keys(right), leftKeys = Keys(left);
    for (const key of leftKeys) {
        if (rightKeys.includes(key))
            continue;
        Object.defineProperty(result, key, Object.getOwnPropertyDescriptor(left, key));
    }
    for (const key of rightKeys) {
        Object.defineProperty(result, key, Object.getOwnPropertyDescriptor(right, key));
    }
    return Finalize(result);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/system/memory/clone.mjs
// deno-lint-ignore-file no-explicit-any
// deno-fmt-ignore-file



// ------------------------------------------------------------------
// Clone
// ------------------------------------------------------------------
/** Returns a shallow clone of the given object. */
function Clone(value) {
    Metrics.clone += 1;
    const result = {};
    for (const key of Keys(value)) {
        if (Guard.IsUnsafePropertyKey(key))
            continue; // (ignore: prototype-pollution)
        const descriptor = Object.getOwnPropertyDescriptor(value, key); // safe-name!
        if (Guard.IsEqual(descriptor.enumerable, true)) {
            result[key] = descriptor.value;
        }
        else {
            Object.defineProperty(result, key, descriptor);
        }
    }
    return result;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/system/memory/create.mjs
// deno-lint-ignore-file no-explicit-any



// ------------------------------------------------------------------
// WithEnumerable
// ------------------------------------------------------------------
function WithEnumerable(left, right) {
    return { ...left, ...right };
}
// ------------------------------------------------------------------
// WithHidden
// ------------------------------------------------------------------
function WithHidden(left, right) {
    for (const key of Object.keys(right)) {
        Object.defineProperty(left, key, {
            configurable: true,
            writable: true,
            enumerable: false,
            value: right[key]
        });
    }
    return left;
}
// ------------------------------------------------------------------
// Create
// ------------------------------------------------------------------
/** Creates an object with hidden, enumerable, and optional property sets. */
function Create(hidden, enumerable, options = {}) {
    Metrics.create += 1;
    const withEnumerable = WithEnumerable(enumerable, options);
    const withHidden = Settings.Get().enumerableKind ? WithEnumerable(withEnumerable, hidden) : WithHidden(withEnumerable, hidden);
    return Finalize(withHidden);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/system/memory/discard.mjs
// deno-lint-ignore-file no-explicit-any



// ------------------------------------------------------------------
// Discard
// ------------------------------------------------------------------
/** Discards property keys from the given object. */
function Discard(value, propertyKeys) {
    Metrics.discard += 1;
    const result = {};
    for (const key of Keys(value)) {
        if (propertyKeys.includes(key))
            continue;
        const descriptor = Object.getOwnPropertyDescriptor(value, key);
        Object.defineProperty(result, key, descriptor);
    }
    return Finalize(result);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/system/memory/update.mjs
// deno-lint-ignore-file no-explicit-any





// ------------------------------------------------------------------
// WithCurrent
// ------------------------------------------------------------------
function WithCurrent(current, hiddenKeys, enumerableKeys, result) {
    for (const key of Keys(current)) {
        if (Guard.IsUnsafePropertyKey(key) || hiddenKeys.includes(key) || enumerableKeys.includes(key))
            continue; // (ignore: prototype-pollution)
        const descriptor = Object.getOwnPropertyDescriptor(current, key); // safe-name!
        Object.defineProperty(result, key, descriptor);
    }
}
// ------------------------------------------------------------------
// WithHidden
// ------------------------------------------------------------------
function update_WithHidden(hidden, keys, result) {
    const enumerableKind = Settings.Get().enumerableKind;
    for (const key of keys) {
        if (Guard.IsUnsafePropertyKey(key))
            continue; // (ignore: prototype-pollution)
        Object.defineProperty(result, key, {
            configurable: true,
            writable: true,
            enumerable: enumerableKind,
            value: hidden[key]
        });
    }
}
// ------------------------------------------------------------------
// WithEnumerable
// ------------------------------------------------------------------
function update_WithEnumerable(enumerable, keys, result) {
    for (const key of keys) {
        if (Guard.IsUnsafePropertyKey(key))
            continue; // (ignore: prototype-pollution)
        Object.defineProperty(result, key, {
            configurable: true,
            enumerable: true,
            writable: true,
            value: enumerable[key]
        });
    }
}
// ------------------------------------------------------------------
// Update
// ------------------------------------------------------------------
/** Updates an existing type with additional hidden and enumerable properties while preserving property configuration. */
function Update(current, hidden, enumerable) {
    Metrics.update += 1;
    const result = {}, hiddenKeys = Keys(hidden), enumerableKeys = Keys(enumerable);
    WithCurrent(current, hiddenKeys, enumerableKeys, result);
    update_WithHidden(hidden, hiddenKeys, result);
    update_WithEnumerable(enumerable, enumerableKeys, result);
    return Finalize(result);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/system/memory/memory.mjs
// deno-fmt-ignore-file







;// CONCATENATED MODULE: ./node_modules/typebox/build/system/memory/index.mjs


;// CONCATENATED MODULE: ./node_modules/typebox/build/system/system.mjs







;// CONCATENATED MODULE: ./node_modules/typebox/build/system/index.mjs



/* harmony default export */ const system = ((/* unused pure expression or super */ null && (System)));


/***/ }),

/***/ 1126:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   w: () => (/* reexport module object */ _settings_mjs__WEBPACK_IMPORTED_MODULE_0__)
/* harmony export */ });
/* harmony import */ var _settings_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5029);



/***/ }),

/***/ 5029:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Get: () => (/* binding */ Get),
/* harmony export */   Reset: () => (/* binding */ Reset),
/* harmony export */   Set: () => (/* binding */ Set)
/* harmony export */ });
/* harmony import */ var _guard_index_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9547);

// -------------------------------------------------------------------
// State
// -------------------------------------------------------------------
// Internal mutable state
const settings = {
    immutableTypes: false,
    maxErrors: 8,
    maxParseErrors: 1,
    maxInstantiationCount: 128,
    useAcceleration: true,
    exactOptionalPropertyTypes: false,
    enumerableKind: false,
    correctiveParse: false,
    unionPrioritySort: true
};
// -------------------------------------------------------------------
// Reset
// -------------------------------------------------------------------
/** Resets system settings to defaults */
function Reset() {
    settings.immutableTypes = false;
    settings.maxErrors = 8;
    settings.maxParseErrors = 1;
    settings.maxInstantiationCount = 128;
    settings.useAcceleration = true;
    settings.exactOptionalPropertyTypes = false;
    settings.enumerableKind = false;
    settings.correctiveParse = false;
    settings.unionPrioritySort = true;
}
// -------------------------------------------------------------------
// Set
// -------------------------------------------------------------------
/** Sets system settings */
function Set(options) {
    for (const key of _guard_index_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Keys */ .D$(options)) {
        const value = options[key];
        if (value !== undefined) {
            Object.defineProperty(settings, key, { value });
        }
    }
}
// -------------------------------------------------------------------
// Get
// -------------------------------------------------------------------
/** Gets current system settings */
function Get() {
    return settings;
}


/***/ })

};
