export const id = 417;
export const ids = [417];
export const modules = {

/***/ 5531:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Wx: () => (/* reexport */ compile_compile_Compile)
});

// UNUSED EXPORTS: Code, Validator, default

// EXTERNAL MODULE: ./node_modules/typebox/build/system/settings/index.mjs
var settings = __webpack_require__(1126);
// EXTERNAL MODULE: ./node_modules/typebox/build/guard/guard.mjs + 2 modules
var guard = __webpack_require__(8642);
;// CONCATENATED MODULE: ./node_modules/typebox/build/schema/types/schema.mjs
// deno-fmt-ignore-file

/** Returns true if this value is object like */
function IsSchemaObject(value) {
    return guard.IsObject(value) && !guard.IsArray(value);
}
/** Returns true if this value is a boolean */
function IsSchemaBoolean(value) {
    return guard.IsBoolean(value);
}
/** Returns true if this value is schema like */
function IsSchema(value) {
    return IsSchemaObject(value) || IsSchemaBoolean(value);
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
    return guard.HasPropertyKey(schema, 'unevaluatedItems')
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
    return guard.HasPropertyKey(schema, 'unevaluatedProperties')
        && IsSchema(schema.unevaluatedProperties);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/guard/emit.mjs

// ------------------------------------------------------------------
// Identifier
// ------------------------------------------------------------------
const identifierRegExp = /^[\p{ID_Start}_$][\p{ID_Continue}_$\u200C\u200D]*$/u;
/** Returns true if this value is a valid JavaScript identifier */
function IsIdentifier(value) {
    return identifierRegExp.test(value);
}
// ------------------------------------------------------------------
// Logical
// ------------------------------------------------------------------
function And(left, right) {
    return `(${left} && ${right})`;
}
function Or(left, right) {
    return `(${left} || ${right})`;
}
function Not(expr) {
    return `!(${expr})`;
}
// --------------------------------------------------------------------------
// Guards
// --------------------------------------------------------------------------
/** Returns true if this value is an array */
function IsArray(value) {
    return `Array.isArray(${value})`;
}
/** Returns true if this value is bigint */
function IsBigInt(value) {
    return `typeof ${value} === "bigint"`;
}
/** Returns true if this value is a boolean */
function IsBoolean(value) {
    return `typeof ${value} === "boolean"`;
}
/** Returns true if this value is integer */
function IsInteger(value) {
    return `Number.isInteger(${value})`;
}
/** Returns true if this value is null */
function IsNull(value) {
    return `${value} === null`;
}
/** Returns true if this value is number */
function IsNumber(value) {
    return `Number.isFinite(${value})`;
}
/** Returns true if this value is an object but not an array */
function IsObjectNotArray(value) {
    return And(emit_IsObject(value), Not(IsArray(value)));
}
/** Returns true if this value is an object */
function emit_IsObject(value) {
    return `typeof ${value} === "object" && ${value} !== null`;
}
/** Returns true if this value is string */
function IsString(value) {
    return `typeof ${value} === "string"`;
}
/** Returns true if this value is symbol */
function IsSymbol(value) {
    return `typeof ${value} === "symbol"`;
}
/** Returns true if this value is undefined */
function IsUndefined(value) {
    return `${value} === undefined`;
}
// ------------------------------------------------------------------
// Functions and Constructors
// ------------------------------------------------------------------
function IsFunction(value) {
    return `typeof ${value} === "function"`;
}
function IsConstructor(value) {
    return `Guard.IsConstructor(${value})`;
}
// ------------------------------------------------------------------
// Relational
// ------------------------------------------------------------------
function IsEqual(left, right) {
    return `${left} === ${right}`;
}
function IsGreaterThan(left, right) {
    return `${left} > ${right}`;
}
function IsLessThan(left, right) {
    return `${left} < ${right}`;
}
function IsLessEqualThan(left, right) {
    return `${left} <= ${right}`;
}
function IsGreaterEqualThan(left, right) {
    return `${left} >= ${right}`;
}
// --------------------------------------------------------------------------
// String
// --------------------------------------------------------------------------
function IsMinLength(value, length) {
    return `(${value}.length >= ${(+length) << 1} || (${value}.length >= ${length} && Guard.CodePointCount(${value}) >= ${length}))`;
}
function IsMaxLength(value, length) {
    return `(${value}.length <= ${length} || (${value}.length <= ${(+length) << 1} && Guard.CodePointCount(${value}) <= ${length}))`;
}
// --------------------------------------------------------------------------
// Array
// --------------------------------------------------------------------------
function Every(value, offset, params, expression) {
    return guard.IsEqual(offset, '0') ? `${value}.every((${params[0]}, ${params[1]}) => (${expression}))` : `${value}.every((${params[0]}, ${params[1]}) => (${params[1]} < ${offset}) || (${expression}))`;
}
function Some(value, params, expression) {
    return `${value}.some((${params[0]}, ${params[1]}) => ${expression})`;
}
function SomeAll(value, params, expression) {
    return `((value) => { let result = false; value.forEach((${params[0]}, ${params[1]}) => { if (${expression}) result = true }); return result })(${value})`;
}
function Counted(value, params, expression) {
    return `${value}.reduce((result, ${params[0]}, ${params[1]}) => (${expression}) ? ++result : result, 0)`;
}
// --------------------------------------------------------------------------
// Objects
// --------------------------------------------------------------------------
function Entries(value) {
    return `Object.entries(${value})`;
}
function Keys(value) {
    return `Object.getOwnPropertyNames(${value})`;
}
function HasPropertyKey(value, key) {
    const isProtoField = guard.IsEqual(key, '"__proto__"') || guard.IsEqual(key, '"constructor"');
    return isProtoField ? `Object.prototype.hasOwnProperty.call(${value}, ${key})` : `${key} in ${value}`;
}
function IsDeepEqual(left, right) {
    return `Guard.IsDeepEqual(${left}, ${right})`;
}
// ------------------------------------------------------------------
// Expressions
// ------------------------------------------------------------------
function ArrayLiteral(elements) {
    return `[${elements.join(', ')}]`;
}
function ArrowFunction(parameters, body) {
    return `((${parameters.join(', ')}) => ${body})`;
}
function Call(value, arguments_) {
    return `${value}(${arguments_.join(', ')})`;
}
function New(value, arguments_) {
    return `new ${value}(${arguments_.join(', ')})`;
}
function Member(left, right) {
    return `${left}${IsIdentifier(right) ? `.${right}` : `[${Constant(right)}]`}`;
}
function Constant(value) {
    if (!guard.IsValueLike(value))
        throw Error('Unsupported Constant');
    return guard.IsString(value) ? JSON.stringify(value) : `${value}`;
}
function Ternary(condition, true_, false_) {
    return `(${condition} ? ${true_} : ${false_})`;
}
// ------------------------------------------------------------------
// Statements
// ------------------------------------------------------------------
function Statements(statements) {
    return `{ ${statements.join('; ')}; }`;
}
function ConstDeclaration(identifier, expression) {
    return `const ${identifier} = ${expression}`;
}
function If(condition, then) {
    return `if(${condition}) { ${then} }`;
}
function Return(expression) {
    return `return ${expression}`;
}
// ------------------------------------------------------------------
// Logical
// ------------------------------------------------------------------
function ReduceAnd(operands) {
    return guard.IsEqual(operands.length, 0) ? 'true' : operands.reduce((left, right) => And(left, right));
}
function ReduceOr(operands) {
    return guard.IsEqual(operands.length, 0) ? 'false' : operands.reduce((left, right) => Or(left, right));
}
// --------------------------------------------------------------------------
// MultipleOf
// --------------------------------------------------------------------------
function MultipleOf(dividend, divisor) {
    return `Guard.IsMultipleOf(${dividend}, ${divisor})`;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/schema/engine/_context.mjs
// deno-fmt-ignore-file



// ------------------------------------------------------------------
// HasUnevaluated
// ------------------------------------------------------------------
function HasUnevaluatedFromObject(value) {
    return (IsUnevaluatedItems(value)
        || IsUnevaluatedProperties(value)
        || guard.Some(guard.Keys(value), key => HasUnevaluatedFromUnknown(value[key])));
}
function HasUnevaluatedFromArray(value) {
    return guard.Some(value, value => HasUnevaluatedFromUnknown(value));
}
function HasUnevaluatedFromUnknown(value) {
    return (guard.IsArray(value) ? HasUnevaluatedFromArray(value) :
        guard.IsObject(value) ? HasUnevaluatedFromObject(value) :
            false);
}
function HasUnevaluated(context, schema) {
    return HasUnevaluatedFromUnknown(schema) || guard.Some(guard.Keys(context), key => HasUnevaluatedFromUnknown(context[key]));
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
        return Call(Member('context', 'Push'), []);
    }
    Pop() {
        return Call(Member('context', 'Pop'), []);
    }
    // ----------------------------------------------------------------
    // Top
    // ----------------------------------------------------------------
    AddIndex(index) {
        return Call(Member('context', 'AddIndex'), [index]);
    }
    AddKey(key) {
        return Call(Member('context', 'AddKey'), [key]);
    }
    Merge(results) {
        return Call(Member('context', 'Merge'), [results]);
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
    return guard.HasPropertyKey(schema, 'type')
        && (guard.IsString(schema.type)
            || (guard.IsArray(schema.type)
                && schema.type.every(value => guard.IsString(value))));
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
function additionalProperties_IsAdditionalProperties(schema) {
    return guard.HasPropertyKey(schema, 'additionalProperties')
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
    return guard.HasPropertyKey(schema, 'dependencies')
        && guard.IsObject(schema.dependencies)
        && Object.values(schema.dependencies).every(value => IsSchema(value)
            || (guard.IsArray(value) && value.every(value => guard.IsString(value))));
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
    return guard.HasPropertyKey(schema, 'dependentRequired')
        && guard.IsObject(schema.dependentRequired)
        && Object.values(schema.dependentRequired).every(value => guard.IsArray(value)
            && value.every(value => guard.IsString(value)));
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
    return guard.HasPropertyKey(schema, 'dependentSchemas')
        && guard.IsObject(schema.dependentSchemas)
        && Object.values(schema.dependentSchemas).every(value => IsSchema(value));
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
    return guard.HasPropertyKey(schema, 'properties')
        && guard.IsObject(schema.properties)
        && Object.values(schema.properties).every(value => IsSchema(value));
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
    return guard.HasPropertyKey(schema, 'patternProperties')
        && guard.IsObject(schema.patternProperties)
        && Object.values(schema.patternProperties).every(value => IsSchema(value));
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
    return guard.HasPropertyKey(schema, 'propertyNames')
        && (guard.IsObject(schema.propertyNames)
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
    return guard.HasPropertyKey(schema, 'minProperties')
        && guard.IsNumber(schema.minProperties);
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
    return guard.HasPropertyKey(schema, 'maxProperties')
        && guard.IsNumber(schema.maxProperties);
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
    return guard.HasPropertyKey(schema, 'required')
        && guard.IsArray(schema.required)
        && schema.required.every(value => guard.IsString(value));
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
    return guard.HasPropertyKey(schema, 'additionalItems')
        && IsSchema(schema.additionalItems);
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
    return guard.HasPropertyKey(schema, 'items')
        && (IsSchema(schema.items)
            || (guard.IsArray(schema.items)
                && schema.items.every(value => {
                    return IsSchema(value);
                })));
}
/** Returns true if this schema is a sized items variant */
function IsItemsSized(schema) {
    return IsItems(schema) && guard.IsArray(schema.items);
}
/** Returns true if this schema is a unsized items variant */
function IsItemsUnsized(schema) {
    return IsItems(schema) && !Guard.IsArray(schema.items);
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
    return guard.HasPropertyKey(schema, 'contains')
        && IsSchema(schema.contains);
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
    return guard.HasPropertyKey(schema, 'maxContains')
        && guard.IsNumber(schema.maxContains);
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
function maxItems_IsMaxItems(schema) {
    return guard.HasPropertyKey(schema, 'maxItems')
        && guard.IsNumber(schema.maxItems);
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
    return guard.HasPropertyKey(schema, 'minContains')
        && guard.IsNumber(schema.minContains);
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
function minItems_IsMinItems(schema) {
    return guard.HasPropertyKey(schema, 'minItems')
        && guard.IsNumber(schema.minItems);
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
    return guard.HasPropertyKey(schema, 'prefixItems')
        && guard.IsArray(schema.prefixItems)
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
function uniqueItems_IsUniqueItems(schema) {
    return guard.HasPropertyKey(schema, 'uniqueItems')
        && guard.IsBoolean(schema.uniqueItems);
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
function minLength_IsMinLength(schema) {
    return guard.HasPropertyKey(schema, 'minLength')
        && guard.IsNumber(schema.minLength);
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
function maxLength_IsMaxLength(schema) {
    return guard.HasPropertyKey(schema, 'maxLength')
        && guard.IsNumber(schema.maxLength);
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
    return guard.HasPropertyKey(schema, 'format')
        && guard.IsString(schema.format);
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
    return guard.HasPropertyKey(schema, 'pattern')
        && (guard.IsString(schema.pattern)
            || schema.pattern instanceof RegExp);
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
    return guard.HasPropertyKey(schema, 'minimum')
        && (guard.IsNumber(schema.minimum) || guard.IsBigInt(schema.minimum));
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
    return guard.HasPropertyKey(schema, 'maximum')
        && (guard.IsNumber(schema.maximum) || guard.IsBigInt(schema.maximum));
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
    return guard.HasPropertyKey(schema, 'exclusiveMaximum')
        && (guard.IsNumber(schema.exclusiveMaximum) || guard.IsBigInt(schema.exclusiveMaximum));
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
    return guard.HasPropertyKey(schema, 'exclusiveMinimum')
        && (guard.IsNumber(schema.exclusiveMinimum) || guard.IsBigInt(schema.exclusiveMinimum));
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
    return guard.HasPropertyKey(schema, 'multipleOf')
        && (guard.IsNumber(schema.multipleOf) || guard.IsBigInt(schema.multipleOf));
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
function ref_IsRef(schema) {
    return guard.HasPropertyKey(schema, '$ref')
        && guard.IsString(schema.$ref);
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
    return guard.HasPropertyKey(schema, '$recursiveRef')
        && guard.IsString(schema.$recursiveRef);
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
    return guard.HasPropertyKey(schema, '$dynamicRef')
        && guard.IsString(schema.$dynamicRef);
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
    return guard.HasPropertyKey(value, 'const');
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
    return guard.HasPropertyKey(schema, 'enum')
        && guard.IsArray(schema.enum);
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
    return guard.HasPropertyKey(schema, 'if')
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
    return guard.HasPropertyKey(schema, 'not')
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
    return guard.HasPropertyKey(schema, 'allOf')
        && guard.IsArray(schema.allOf)
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
    return guard.HasPropertyKey(schema, 'anyOf')
        && guard.IsArray(schema.anyOf)
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
    return guard.HasPropertyKey(schema, 'oneOf')
        && guard.IsArray(schema.oneOf)
        && schema.oneOf.every(value => IsSchema(value));
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
    return guard.HasPropertyKey(value, '~refine')
        && guard.IsArray(value["~refine"])
        && guard.Every(value['~refine'], 0, value => guard.IsObject(value)
            && guard.HasPropertyKey(value, 'check')
            && guard.HasPropertyKey(value, 'error')
            && guard.IsFunction(value.check)
            && guard.IsFunction(value.error));
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/schema/engine/_refine.mjs
// deno-fmt-ignore-file


// ------------------------------------------------------------------
// Build
// ------------------------------------------------------------------
function BuildRefineMultiple(_stack, _context, schema, value) {
    const external = CreateVariable(schema['~refine']);
    return Every(external, Constant(0), ['refinement', '_'], Call(Member('refinement', 'check'), [value]));
}
function BuildRefineSingle(_stack, _context, schema, value) {
    const external = CreateVariable(schema['~refine'][0]);
    return Call(Member(external, 'check'), [value]);
}
function BuildRefine(_stack, _context, schema, value) {
    return guard.IsEqual(schema['~refine'].length, 1)
        ? BuildRefineSingle(_stack, _context, schema, value)
        : BuildRefineMultiple(_stack, _context, schema, value);
}
// ------------------------------------------------------------------
// Check
// ------------------------------------------------------------------
function CheckRefine(_stack, _context, schema, value) {
    return guard.Every(schema['~refine'], 0, (refinement, _) => refinement.check(value));
}
// ------------------------------------------------------------------
// Error
// ------------------------------------------------------------------
function ErrorRefine(_stack, context, schemaPath, instancePath, schema, value) {
    return guard.EveryAll(schema['~refine'], 0, (refinement, index) => {
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
    return guard.HasPropertyKey(schema, '$id')
        && guard.IsString(schema.$id);
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
    return guard.HasPropertyKey(schema, '$dynamicAnchor')
        && guard.IsString(schema.$dynamicAnchor);
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
    return guard.HasPropertyKey(schema, '$recursiveAnchor')
        && guard.IsBoolean(schema.$recursiveAnchor);
}
/**
 * Returns true if the schema contains a valid $recursiveAnchor property that is true
 */
function IsRecursiveAnchorTrue(schema) {
    return IsRecursiveAnchor(schema)
        && guard.IsEqual(schema.$recursiveAnchor, true);
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
    return (URL.canParse(ref, base)) ? new URL(ref, base) : guard.IsEqual(base, DefaultUri) ? new URL(`${base}:${ref}`) : new URL(`${base.slice(0, base.lastIndexOf(':'))}:${ref}`);
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
        (guard.IsUndefined(stack.recursiveAnchor) && IsRecursiveAnchorTrue(schema)) ||
        !guard.IsUndefined(ResourceEntry(stack, schema)));
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

;// CONCATENATED MODULE: ./node_modules/typebox/build/schema/engine/_unique.mjs
let index = 0;
/** Creates a unique variable name */
function CreateUnique() {
    return `unique_${index++}`;
}
/** Resets the unique variable name counter */
function ResetUnique() {
    index = 0;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/schema/engine/additionalItems.mjs
// deno-fmt-ignore-file




// ------------------------------------------------------------------
// Valid
// ------------------------------------------------------------------
function IsValid(schema) {
    return IsItems(schema) && guard.IsArray(schema.items);
}
// ------------------------------------------------------------------
// Build
// ------------------------------------------------------------------
function BuildAdditionalItemsStandard(stack, context, schema, value) {
    const [item, index] = [CreateUnique(), CreateUnique()];
    const isSchema = BuildSchemaPushStack(stack, context, schema.additionalItems, item);
    const isLength = IsLessThan(index, Constant(schema.items.length));
    const addIndex = context.AddIndex(index);
    return Every(value, Constant(0), [item, index], Or(isLength, And(isSchema, addIndex)));
}
function BuildAdditionalItemsFast(stack, context, schema, value) {
    const [item, index] = [CreateUnique(), CreateUnique()];
    const isSchema = BuildSchemaPushStack(stack, context, schema.additionalItems, item);
    const isLength = IsLessThan(index, Constant(schema.items.length));
    return Every(value, Constant(0), [item, index], Or(isLength, isSchema));
}
function BuildAdditionalItems(stack, context, schema, value) {
    if (!IsValid(schema))
        return Constant(true);
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
    const isAdditionalItems = guard.Every(value, 0, (item, index) => {
        return guard.IsLessThan(index, schema.items.length)
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
    const isAdditionalItems = guard.Every(value, 0, (item, index) => {
        const nextSchemaPath = `${schemaPath}/additionalItems`;
        const nextInstancePath = `${instancePath}/${index}`;
        return guard.IsLessThan(index, schema.items.length) ||
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
function UnicodeRegExp(pattern) {
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
        (guard.IsEqual(additionalProperties, true) ||
            (guard.IsObject(additionalProperties) && guard.IsEqual(guard.Keys(additionalProperties).length, 0)));
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
        patterns.push(...guard.Keys(schema.patternProperties));
    if (IsProperties(schema))
        patterns.push(...guard.Keys(schema.properties).map(GetPropertyKeyAsPattern));
    return guard.IsEqual(patterns.length, 0) ? '(?!)' : `(${patterns.join('|')})`;
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
    const keys = guard.Keys(schema.properties);
    return guard.IsEqual(keys.length, schema.required.length)
        && guard.Every(keys, 0, (key) => schema.required.includes(key));
}
function CanAdditionalPropertiesFast(_context, schema, _value) {
    return IsRequired(schema)
        && IsProperties(schema)
        && !IsPatternProperties(schema)
        && guard.IsEqual(schema.additionalProperties, false)
        && HasExactRequiredProperties(schema);
}
function BuildAdditionalPropertiesFast(_context, schema, value) {
    return IsEqual(Member(Call(Member('Object', 'getOwnPropertyNames'), [value]), 'length'), Constant(schema.required.length));
}
// ------------------------------------------------------------------
// BuildAdditionalPropertiesStandard
// ------------------------------------------------------------------
function BuildAdditionalPropertiesStandard(stack, context, schema, value) {
    const [key, _index] = [CreateUnique(), CreateUnique()];
    const regexp = CreateVariable(UnicodeRegExp(GetPropertiesPattern(schema)));
    const isSchema = BuildSchemaPushStack(stack, context, schema.additionalProperties, `${value}[${key}]`);
    const isKey = Call(Member(regexp, 'test'), [key]);
    const addKey = context.AddKey(key);
    const guarded = context.UseUnevaluated() ? Or(isKey, And(isSchema, addKey)) : Or(isKey, isSchema);
    const result = Every(Keys(value), Constant(0), [key, _index], guarded);
    return result;
}
// ------------------------------------------------------------------
// Build
// ------------------------------------------------------------------
function BuildAdditionalProperties(stack, context, schema, value) {
    if (IsAdditionalPropertiesIgnored(context, schema.additionalProperties))
        return Constant(true);
    return CanAdditionalPropertiesFast(context, schema, value)
        ? BuildAdditionalPropertiesFast(context, schema, value)
        : BuildAdditionalPropertiesStandard(stack, context, schema, value);
}
// ------------------------------------------------------------------
// Check
// ------------------------------------------------------------------
function CheckAdditionalProperties(stack, context, schema, value) {
    const regexp = UnicodeRegExp(GetPropertiesPattern(schema));
    const isAdditionalProperties = guard.Every(guard.Keys(value), 0, (key, _index) => {
        return regexp.test(key) ||
            (CheckSchemaPushStack(stack, context, schema.additionalProperties, value[key]) && context.AddKey(key));
    });
    return isAdditionalProperties;
}
// ------------------------------------------------------------------
// Error
// ------------------------------------------------------------------
function ErrorAdditionalProperties(stack, context, schemaPath, instancePath, schema, value) {
    const regexp = UnicodeRegExp(GetPropertiesPattern(schema));
    const additionalProperties = [];
    const isAdditionalProperties = guard.EveryAll(guard.Keys(value), 0, (key, _index) => {
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
function Reducer(stack, context, schemas, value, check) {
    const results = ConstDeclaration('results', '[]');
    const context_n = schemas.map((_schema, index) => ConstDeclaration(`context_${index}`, New('CheckContext', [])));
    const condition_n = schemas.map((schema, index) => ConstDeclaration(`condition_${index}`, Call(ArrowFunction(['context'], BuildSchema(stack, context, schema, value)), [`context_${index}`])));
    const checks = schemas.map((_schema, index) => If(`condition_${index}`, Call(Member('results', 'push'), [`context_${index}`])));
    const returns = Return(And(check, context.Merge('results')));
    return Call(ArrowFunction([], Statements([results, ...context_n, ...condition_n, ...checks, returns])), []);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/schema/engine/allOf.mjs
// deno-fmt-ignore-file




// ------------------------------------------------------------------
// Build
// ------------------------------------------------------------------
function BuildAllOfStandard(stack, context, schema, value) {
    return Reducer(stack, context, schema.allOf, value, IsEqual(Member('results', 'length'), Constant(schema.allOf.length)));
}
function BuildAllOfFast(stack, context, schema, value) {
    return ReduceAnd(schema.allOf.map((schema) => BuildSchema(stack, context, schema, value)));
}
function BuildAllOf(stack, context, schema, value) {
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
    return guard.IsEqual(results.length, schema.allOf.length) && context.Merge(results);
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
    const isAllOf = guard.IsEqual(results.length, schema.allOf.length) && context.Merge(results);
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
    return Reducer(stack, context, schema.anyOf, value, IsGreaterThan(Member('results', 'length'), Constant(0)));
}
function BuildAnyOfFast(stack, context, schema, value) {
    return ReduceOr(schema.anyOf.map((schema) => BuildSchema(stack, context, schema, value)));
}
function BuildAnyOf(stack, context, schema, value) {
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
    return guard.IsGreaterThan(results.length, 0) && context.Merge(results);
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
    const isAnyOf = guard.IsGreaterThan(results.length, 0) && context.Merge(results);
    if (!isAnyOf)
        failedContexts.forEach(failed => context.AddErrors(failed.GetErrors()));
    return isAnyOf || context.AddError('anyOf', schemaPath, instancePath, {});
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/schema/engine/boolean.mjs
// deno-fmt-ignore-file

// ------------------------------------------------------------------
// Build
// ------------------------------------------------------------------
function BuildSchemaBoolean(_stack, _context, schema, _value) {
    return schema ? Constant(true) : Constant(false);
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
function BuildConst(_stack, _context, schema, value) {
    return guard.IsValueLike(schema.const)
        ? IsEqual(value, Constant(schema.const))
        : IsDeepEqual(value, CreateVariable(schema.const));
}
// ------------------------------------------------------------------
// Check
// ------------------------------------------------------------------
function CheckConst(_stack, _context, schema, value) {
    return guard.IsValueLike(schema.const)
        ? guard.IsEqual(value, schema.const)
        : guard.IsDeepEqual(value, schema.const);
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
    return !(IsMinContains(schema) && guard.IsEqual(schema.minContains, 0));
}
// ------------------------------------------------------------------
// Build
// ------------------------------------------------------------------
function BuildContainsStandard(stack, context, schema, value) {
    const [item, index] = [CreateUnique(), CreateUnique()];
    const isLength = Not(IsEqual(Member(value, 'length'), Constant(0)));
    const isSome = SomeAll(value, [item, index], And(BuildSchema(stack, context, schema.contains, item), context.AddIndex(index)));
    return And(isLength, isSome);
}
function BuildContainsFast(stack, context, schema, value) {
    const [item] = [CreateUnique()];
    const isLength = Not(IsEqual(Member(value, 'length'), Constant(0)));
    const isSome = Some(value, [item, '_'], BuildSchema(stack, context, schema.contains, item));
    return And(isLength, isSome);
}
function BuildContains(stack, context, schema, value) {
    if (!contains_IsValid(schema))
        return Constant(true);
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
    return !guard.IsEqual(value.length, 0) && guard.SomeAll(value, (item, index) => {
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
function BuildDependencies(stack, context, schema, value) {
    const isLength = IsEqual(Member(Keys(value), 'length'), Constant(0));
    const isEveryDependency = ReduceAnd(guard.Entries(schema.dependencies).map(([key, schema]) => {
        const notKey = Not(HasPropertyKey(value, Constant(key)));
        const isSchema = BuildSchema(stack, context, schema, value);
        const isEveryKey = (schema) => ReduceAnd(schema.map((key) => HasPropertyKey(value, Constant(key))));
        return Or(notKey, guard.IsArray(schema) ? isEveryKey(schema) : isSchema);
    }));
    return Or(isLength, isEveryDependency);
}
// ------------------------------------------------------------------
// Check
// ------------------------------------------------------------------
function CheckDependencies(stack, context, schema, value) {
    const isLength = guard.IsEqual(guard.Keys(value).length, 0);
    const isEvery = guard.Every(guard.Entries(schema.dependencies), 0, ([key, schema]) => {
        return !guard.HasPropertyKey(value, key) || (guard.IsArray(schema)
            ? schema.every((key) => guard.HasPropertyKey(value, key))
            : CheckSchema(stack, context, schema, value));
    });
    return isLength || isEvery;
}
// ------------------------------------------------------------------
// Error
// ------------------------------------------------------------------
function ErrorDependencies(stack, context, schemaPath, instancePath, schema, value) {
    const isLength = guard.IsEqual(guard.Keys(value).length, 0);
    const isEvery = guard.EveryAll(guard.Entries(schema.dependencies), 0, ([key, schema]) => {
        const nextSchemaPath = `${schemaPath}/dependencies/${EncodeFragment(key)}`;
        return !guard.HasPropertyKey(value, key) || (guard.IsArray(schema)
            ? schema.every((dependency) => guard.HasPropertyKey(value, dependency) ||
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
function BuildDependentRequired(_stack, _context, schema, value) {
    const isLength = IsEqual(Member(Keys(value), 'length'), Constant(0));
    const isEvery = ReduceAnd(guard.Entries(schema.dependentRequired).map(([key, keys]) => {
        const notKey = Not(HasPropertyKey(value, Constant(key)));
        const everyKey = ReduceAnd(keys.map((key) => HasPropertyKey(value, Constant(key))));
        return Or(notKey, everyKey);
    }));
    return Or(isLength, isEvery);
}
// ------------------------------------------------------------------
// Check
// ------------------------------------------------------------------
function CheckDependentRequired(_stack, _context, schema, value) {
    const isLength = guard.IsEqual(guard.Keys(value).length, 0);
    const isEvery = guard.Every(guard.Entries(schema.dependentRequired), 0, ([key, keys]) => {
        return !guard.HasPropertyKey(value, key) ||
            keys.every((key) => guard.HasPropertyKey(value, key));
    });
    return isLength || isEvery;
}
// ------------------------------------------------------------------
// Error
// ------------------------------------------------------------------
function ErrorDependentRequired(_stack, context, schemaPath, instancePath, schema, value) {
    const isLength = guard.IsEqual(guard.Keys(value).length, 0);
    const isEveryEntry = guard.EveryAll(guard.Entries(schema.dependentRequired), 0, ([key, keys]) => {
        return !guard.HasPropertyKey(value, key) || guard.EveryAll(keys, 0, (dependency) => guard.HasPropertyKey(value, dependency) ||
            context.AddError('dependentRequired', schemaPath, instancePath, { property: key, dependencies: keys }));
    });
    return isLength || isEveryEntry;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/schema/engine/dependentSchemas.mjs
// deno-fmt-ignore-file



// ------------------------------------------------------------------
// Build
// ------------------------------------------------------------------
function BuildDependentSchemas(stack, context, schema, value) {
    const isLength = IsEqual(Member(Keys(value), 'length'), Constant(0));
    const isEvery = ReduceAnd(guard.Entries(schema.dependentSchemas).map(([key, schema]) => {
        const notKey = Not(HasPropertyKey(value, Constant(key)));
        const isSchema = BuildSchema(stack, context, schema, value);
        return Or(notKey, isSchema);
    }));
    return Or(isLength, isEvery);
}
// ------------------------------------------------------------------
// Check
// ------------------------------------------------------------------
function CheckDependentSchemas(stack, context, schema, value) {
    const isLength = guard.IsEqual(guard.Keys(value).length, 0);
    const isEvery = guard.Every(guard.Entries(schema.dependentSchemas), 0, ([key, schema]) => {
        return !guard.HasPropertyKey(value, key) ||
            CheckSchema(stack, context, schema, value);
    });
    return isLength || isEvery;
}
// ------------------------------------------------------------------
// Error
// ------------------------------------------------------------------
function ErrorDependentSchemas(stack, context, schemaPath, instancePath, schema, value) {
    const isLength = guard.IsEqual(guard.Keys(value).length, 0);
    const isEvery = guard.EveryAll(guard.Entries(schema.dependentSchemas), 0, ([key, schema]) => {
        const nextSchemaPath = `${schemaPath}/dependentSchemas/${EncodeFragment(key)}`;
        return !guard.HasPropertyKey(value, key) ||
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
function Get(value, pointer) {
    let current = value;
    for (const index of Indices(pointer)) {
        if (!guard.IsObject(current) || guard.IsUnsafePropertyKey(index))
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
    return guard.HasPropertyKey(schema, '$anchor')
        && guard.IsString(schema.$anchor);
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
    if (guard.IsObject(schema) && IsDynamicAnchor(schema) && guard.IsEqual(schema.$dynamicAnchor, name)) {
        return schema;
    }
    if (guard.IsObject(schema)) {
        for (const key of guard.Keys(schema)) {
            const result = SearchDynamicAnchor(schema[key], name);
            if (result)
                return result;
        }
    }
    return undefined;
}
function SearchBase(schema, base, target) {
    if (guard.IsEqual(schema, target))
        return base.href;
    const nextBase = RelativeBase(schema, base);
    if (guard.IsArray(schema)) {
        for (const item of schema) {
            const result = SearchBase(item, nextBase, target);
            if (!guard.IsUndefined(result))
                return result;
        }
    }
    else if (guard.IsObject(schema)) {
        for (const key of guard.Keys(schema)) {
            const result = SearchBase(schema[key], nextBase, target);
            if (!guard.IsUndefined(result))
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
    return Get(schema, fragment);
}
function MatchWithId(schema, base, ref) {
    if (!IsId(schema))
        return undefined;
    if (guard.IsEqual(schema.$id, ref.hash))
        return schema;
    const absoluteRef = new URL(ref.href, base.href);
    if (guard.IsEqual(base.pathname, absoluteRef.pathname))
        return ref.hash.startsWith('#') ? MatchWithHash(schema, ref) : schema;
    return undefined;
}
function MatchWithAnchor(schema, base, ref) {
    if (!IsAnchor(schema))
        return undefined;
    const absoluteAnchor = new URL(`#${schema.$anchor}`, base.href);
    const absoluteRef = new URL(ref.href, base.href);
    return guard.IsEqual(absoluteAnchor.href, absoluteRef.href) ? schema : undefined;
}
function MatchWithDynamicAnchor(schema, base, ref) {
    if (!IsDynamicAnchor(schema))
        return undefined;
    const absoluteAnchor = new URL(`#${schema.$dynamicAnchor}`, base.href);
    const absoluteRef = new URL(ref.href, base.href);
    const isMatch = guard.IsEqual(absoluteAnchor.href, absoluteRef.href);
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
    if (!guard.IsArray(schema))
        return undefined;
    return schema.reduce((result, item) => {
        const match = Match(item, base, ref);
        return !guard.IsUndefined(match) ? match : result;
    }, undefined);
}
function MatchFromObject(schema, base, ref) {
    if (!guard.IsObject(schema))
        return undefined;
    return guard.Keys(schema).reduce((result, key) => {
        if (guard.IsEqual(key, 'const') || guard.IsEqual(key, 'enum'))
            return result;
        const match = Match(schema[key], base, ref);
        return !guard.IsUndefined(match) ? match : result;
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
    if (!IsSchemaObject(stack.schema) || guard.HasPropertyKey(stack.schema, '$schema'))
        return undefined;
    const targetBase = Base(stack.lexicalSchema, stack.referenceBase, schema);
    if (guard.IsUndefined(targetBase) || guard.IsEqual(targetBase, stack.referenceBase))
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
    return guard.IsUndefined(remote) ? FindDeferredResourceLegacy(stack, ref, schema) : remote;
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
    return guard.HasPropertyKey(context, ref) ? context[ref] : undefined;
}
function RefInternalWithLocal(schema, base, ref) {
    return Match(schema, base, ref);
}
function RefInternalWithRemote(context, base, ref) {
    const canonicalHref = CanonicalHref(ref);
    if (!guard.HasPropertyKey(context, canonicalHref) || guard.IsEqual(canonicalHref, CanonicalHref(base)))
        return undefined;
    const remoteSchema = context[canonicalHref];
    const remoteBase = RelativeBase(remoteSchema, new URL(canonicalHref));
    return guard.IsEqual(ref.hash, '') ? remoteSchema : Match(remoteSchema, remoteBase, ref);
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
    const isRemote = !guard.IsEqual(canonical, stack.resourceBase);
    const deferredResource = FindDeferredResource(stack, ref, schema, canonical, isRemote);
    const resolvedResource = isRemote ? FindResolvedResource(stack, canonical, schema) : undefined;
    return { schema, stack: RefNextStack(stack, true, deferredResource, resolvedResource) };
}
function RefResultNotFound(stack, schema) {
    return { schema, stack: RefNextStack(stack, !guard.IsUndefined(schema)) };
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
    return stack.dynamicAnchors.find((anchor) => guard.IsEqual(anchor.$dynamicAnchor, name)) ?? SearchDynamicAnchor(stack.schema, name);
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
    return guard.IsUndefined(fragmentTarget) ? DynamicRefWhenNotFound(stack, dynamicRef) : DynamicRefWhenFound(stack, dynamicRef, fragmentTarget);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/schema/engine/dynamicRef.mjs
// deno-fmt-ignore-file




// ------------------------------------------------------------------
// Build
// ------------------------------------------------------------------
function BuildDynamicRef(stack, context, schema, value) {
    const target = DynamicRef(stack, schema) ?? false;
    const nextStack = target ? { ...stack, pendingResource: true } : stack;
    return CreateFunction(nextStack, context, target, value);
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
function BuildEnum(_stack, _context, schema, value) {
    return ReduceOr(schema.enum.map(option => {
        if (guard.IsValueLike(option))
            return IsEqual(value, Constant(option));
        const variable = CreateVariable(option);
        return IsDeepEqual(value, variable);
    }));
}
// ------------------------------------------------------------------
// Check
// ------------------------------------------------------------------
function CheckEnum(_stack, _context, schema, value) {
    return guard.Some(schema.enum, option => guard.IsValueLike(option)
        ? guard.IsEqual(value, option)
        : guard.IsDeepEqual(value, option));
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
function BuildExclusiveMaximum(_stack, _context, schema, value) {
    return IsLessThan(value, Constant(schema.exclusiveMaximum));
}
// ------------------------------------------------------------------
// Check
// ------------------------------------------------------------------
function CheckExclusiveMaximum(_stack, _context, schema, value) {
    return guard.IsLessThan(value, schema.exclusiveMaximum);
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
function BuildExclusiveMinimum(_stack, _context, schema, value) {
    return IsGreaterThan(value, Constant(schema.exclusiveMinimum));
}
// ------------------------------------------------------------------
// Check
// ------------------------------------------------------------------
function CheckExclusiveMinimum(_stack, _context, schema, value) {
    return guard.IsGreaterThan(value, schema.exclusiveMinimum);
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
function _registry_Entries() {
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
function BuildFormat(_stack, _context, schema, value) {
    return _registry_Has(schema.format) ? Call(CreateVariable(_registry_Get(schema.format)), [value]) : Constant(true);
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
    return guard.HasPropertyKey(schema, 'then')
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
    return guard.HasPropertyKey(schema, 'else')
        && IsSchema(schema.else);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/schema/engine/if.mjs
// deno-fmt-ignore-file




// ------------------------------------------------------------------
// Build
// ------------------------------------------------------------------
function BuildIf(stack, context, schema, value) {
    const thenSchema = IsThen(schema) ? schema.then : true;
    const elseSchema = IsElse(schema) ? schema.else : true;
    return Ternary(BuildSchema(stack, context, schema.if, value), BuildSchema(stack, context, thenSchema, value), BuildSchema(stack, context, elseSchema, value));
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
    return ReduceAnd(schema.items.map((schema, index) => {
        const isLength = IsLessEqualThan(Member(value, 'length'), Constant(index));
        const isSchema = BuildSchemaPushStack(stack, context, schema, `${value}[${index}]`);
        const addIndex = context.AddIndex(Constant(index));
        return Or(isLength, And(isSchema, addIndex));
    }));
}
function BuildItemsSizedFast(stack, context, schema, value) {
    return ReduceAnd(schema.items.map((schema, index) => {
        const isLength = IsLessEqualThan(Member(value, 'length'), Constant(index));
        const isSchema = BuildSchemaPushStack(stack, context, schema, `${value}[${index}]`);
        return Or(isLength, isSchema);
    }));
}
function BuildItemsSized(stack, context, schema, value) {
    return context.UseUnevaluated()
        ? BuildItemsSizedStandard(stack, context, schema, value)
        : BuildItemsSizedFast(stack, context, schema, value);
}
function CheckItemsSized(stack, context, schema, value) {
    return guard.Every(schema.items, 0, (schema, index) => {
        return guard.IsLessEqualThan(value.length, index)
            || (CheckSchemaPushStack(stack, context, schema, value[index]) && context.AddIndex(index));
    });
}
function ErrorItemsSized(stack, context, schemaPath, instancePath, schema, value) {
    return guard.EveryAll(schema.items, 0, (schema, index) => {
        const nextSchemaPath = `${schemaPath}/items/${index}`;
        const nextInstancePath = `${instancePath}/${index}`;
        return guard.IsLessEqualThan(value.length, index)
            || (ErrorSchemaPushStack(stack, context, nextSchemaPath, nextInstancePath, schema, value[index]) && context.AddIndex(index));
    });
}
// ------------------------------------------------------------------
// ItemsUnsized
// ------------------------------------------------------------------
function BuildItemsUnsizedStandard(stack, context, schema, value) {
    const offset = IsPrefixItems(schema) ? schema.prefixItems.length : 0;
    const [item] = [CreateUnique()];
    const isSchema = BuildSchemaPushStack(stack, context, schema.items, item);
    const addIndex = context.AddIndex('index');
    return Every(value, Constant(offset), [item, 'index'], And(isSchema, addIndex));
}
function BuildItemsUnsizedFast(stack, context, schema, value) {
    const offset = IsPrefixItems(schema) ? schema.prefixItems.length : 0;
    const [item] = [CreateUnique()];
    const isSchema = BuildSchemaPushStack(stack, context, schema.items, item);
    return Every(value, Constant(offset), [item, 'index'], isSchema);
}
function BuildItemsUnsized(stack, context, schema, value) {
    return context.UseUnevaluated()
        ? BuildItemsUnsizedStandard(stack, context, schema, value)
        : BuildItemsUnsizedFast(stack, context, schema, value);
}
function CheckItemsUnsized(stack, context, schema, value) {
    const offset = IsPrefixItems(schema) ? schema.prefixItems.length : 0;
    return guard.Every(value, offset, (element, index) => {
        return CheckSchemaPushStack(stack, context, schema.items, element)
            && context.AddIndex(index);
    });
}
function ErrorItemsUnsized(stack, context, schemaPath, instancePath, schema, value) {
    const offset = IsPrefixItems(schema) ? schema.prefixItems.length : 0;
    return guard.EveryAll(value, offset, (element, index) => {
        const nextSchemaPath = `${schemaPath}/items`;
        const nextInstancePath = `${instancePath}/${index}`;
        return ErrorSchemaPushStack(stack, context, nextSchemaPath, nextInstancePath, schema.items, element)
            && context.AddIndex(index);
    });
}
// ------------------------------------------------------------------
// Items
// ------------------------------------------------------------------
function BuildItems(stack, context, schema, value) {
    return IsItemsSized(schema) ? BuildItemsSized(stack, context, schema, value) : BuildItemsUnsized(stack, context, schema, value);
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
function BuildMaxContains(stack, context, schema, value) {
    if (!maxContains_IsValid(schema))
        return Constant(true);
    const [item] = [CreateUnique()];
    const count = Counted(value, [item, '_'], BuildSchema(stack, context, schema.contains, item));
    return IsLessEqualThan(count, Constant(schema.maxContains));
}
// ------------------------------------------------------------------
// Check
// ------------------------------------------------------------------
function CheckMaxContains(stack, context, schema, value) {
    if (!maxContains_IsValid(schema))
        return true;
    const count = guard.Counted(value, (item) => CheckSchema(stack, context, schema.contains, item));
    return guard.IsLessEqualThan(count, schema.maxContains);
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
function BuildMaximum(_stack, _context, schema, value) {
    return IsLessEqualThan(value, Constant(schema.maximum));
}
// ------------------------------------------------------------------
// Check
// ------------------------------------------------------------------
function CheckMaximum(_stack, _context, schema, value) {
    return guard.IsLessEqualThan(value, schema.maximum);
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
function BuildMaxItems(_stack, _context, schema, value) {
    return IsLessEqualThan(Member(value, 'length'), Constant(schema.maxItems));
}
// ------------------------------------------------------------------
// Check
// ------------------------------------------------------------------
function CheckMaxItems(_stack, _context, schema, value) {
    return guard.IsLessEqualThan(value.length, schema.maxItems);
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
function BuildMaxLength(_stack, _context, schema, value) {
    return IsMaxLength(value, Constant(schema.maxLength));
}
// ------------------------------------------------------------------
// Check
// ------------------------------------------------------------------
function CheckMaxLength(_stack, _context, schema, value) {
    return guard.IsMaxLength(value, schema.maxLength);
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
function BuildMaxProperties(_stack, _context, schema, value) {
    return IsLessEqualThan(Member(Keys(value), 'length'), Constant(schema.maxProperties));
}
// ------------------------------------------------------------------
// Check
// ------------------------------------------------------------------
function CheckMaxProperties(_stack, _context, schema, value) {
    return guard.IsLessEqualThan(guard.Keys(value).length, schema.maxProperties);
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
    const [item, index] = [CreateUnique(), CreateUnique()];
    const count = Counted(value, [item, index], And(BuildSchema(stack, context, schema.contains, item), context.AddIndex(index)));
    return IsGreaterEqualThan(count, Constant(schema.minContains));
}
function BuildMinContainsFast(stack, context, schema, value) {
    const [item] = [CreateUnique()];
    const count = Counted(value, [item, '_'], BuildSchema(stack, context, schema.contains, item));
    return IsGreaterEqualThan(count, Constant(schema.minContains));
}
function BuildMinContains(stack, context, schema, value) {
    if (!minContains_IsValid(schema))
        return Constant(true);
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
    const count = guard.Counted(value, (item, index) => CheckSchema(stack, context, schema.contains, item) && context.AddIndex(index));
    return guard.IsGreaterEqualThan(count, schema.minContains);
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
function BuildMinimum(_stack, _context, schema, value) {
    return IsGreaterEqualThan(value, Constant(schema.minimum));
}
// ------------------------------------------------------------------
// Check
// ------------------------------------------------------------------
function CheckMinimum(_stack, _context, schema, value) {
    return guard.IsGreaterEqualThan(value, schema.minimum);
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
function BuildMinItems(_stack, _context, schema, value) {
    return IsGreaterEqualThan(Member(value, 'length'), Constant(schema.minItems));
}
// ------------------------------------------------------------------
// Check
// ------------------------------------------------------------------
function CheckMinItems(_stack, _context, schema, value) {
    return guard.IsGreaterEqualThan(value.length, schema.minItems);
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
function BuildMinLength(_stack, _context, schema, value) {
    return IsMinLength(value, Constant(schema.minLength));
}
// ------------------------------------------------------------------
// Check
// ------------------------------------------------------------------
function CheckMinLength(_stack, _context, schema, value) {
    return guard.IsMinLength(value, schema.minLength);
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
function BuildMinProperties(_stack, _context, schema, value) {
    return IsGreaterEqualThan(Member(Keys(value), 'length'), Constant(schema.minProperties));
}
// ------------------------------------------------------------------
// Check
// ------------------------------------------------------------------
function CheckMinProperties(_stack, _context, schema, value) {
    return guard.IsGreaterEqualThan(guard.Keys(value).length, schema.minProperties);
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
function BuildMultipleOf(_stack, _context, schema, value) {
    return MultipleOf(value, Constant(schema.multipleOf));
}
// ------------------------------------------------------------------
// Check
// ------------------------------------------------------------------
function CheckMultipleOf(_stack, _context, schema, value) {
    return guard.IsMultipleOf(value, schema.multipleOf);
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
    return Reducer(stack, context, [schema.not], value, Not(IsEqual(Member('results', 'length'), Constant(1))));
}
function BuildNotFast(stack, context, schema, value) {
    return Not(BuildSchema(stack, context, schema.not, value));
}
function BuildNot(stack, context, schema, value) {
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
    return Reducer(stack, context, schema.oneOf, value, IsEqual(Member('results', 'length'), Constant(1)));
}
function BuildOneOfFast(stack, context, schema, value) {
    const [result] = [CreateUnique()];
    const results = ArrayLiteral(schema.oneOf.map((schema) => BuildSchema(stack, context, schema, value)));
    const count = Counted(results, [result, '_'], IsEqual(result, Constant(true)));
    return IsEqual(count, Constant(1));
}
function BuildOneOf(stack, context, schema, value) {
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
    return guard.IsEqual(passedContexts.length, 1) && context.Merge(passedContexts);
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
    const isOneOf = guard.IsEqual(passedContexts.length, 1) && context.Merge(passedContexts);
    if (!isOneOf && guard.IsEqual(passingSchemas.length, 0))
        failedContexts.forEach(failed => context.AddErrors(failed.GetErrors()));
    return isOneOf || context.AddError('oneOf', schemaPath, instancePath, { passingSchemas });
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/schema/engine/pattern.mjs
// deno-fmt-ignore-file



// ------------------------------------------------------------------
// Build
// ------------------------------------------------------------------
function BuildPattern(_stack, _context, schema, value) {
    const regexp = CreateVariable(guard.IsString(schema.pattern) ? UnicodeRegExp(schema.pattern) : schema.pattern);
    return Call(Member(regexp, 'test'), [value]);
}
// ------------------------------------------------------------------
// Check
// ------------------------------------------------------------------
function CheckPattern(_stack, _context, schema, value) {
    const regexp = guard.IsString(schema.pattern) ? UnicodeRegExp(schema.pattern) : schema.pattern;
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
function BuildPatternProperties(stack, context, schema, value) {
    return ReduceAnd(guard.Entries(schema.patternProperties).map(([pattern, schema]) => {
        const [key, prop] = [CreateUnique(), CreateUnique()];
        const regexp = CreateVariable(UnicodeRegExp(pattern));
        const notKey = Not(Call(Member(regexp, 'test'), [key]));
        const isSchema = BuildSchemaPushStack(stack, context, schema, prop);
        const addKey = context.AddKey(key);
        const guarded = context.UseUnevaluated() ? Or(notKey, And(isSchema, addKey)) : Or(notKey, isSchema);
        return Every(Entries(value), Constant(0), [`[${key}, ${prop}]`, '_'], guarded);
    }));
}
// ------------------------------------------------------------------
// Check
// ------------------------------------------------------------------
function CheckPatternProperties(stack, context, schema, value) {
    return guard.Every(guard.Entries(schema.patternProperties), 0, ([pattern, schema]) => {
        const regexp = UnicodeRegExp(pattern);
        return guard.Every(guard.Entries(value), 0, ([key, prop]) => {
            return !regexp.test(key) || CheckSchemaPushStack(stack, context, schema, prop) && context.AddKey(key);
        });
    });
}
// ------------------------------------------------------------------
// Error
// ------------------------------------------------------------------
function ErrorPatternProperties(stack, context, schemaPath, instancePath, schema, value) {
    return guard.EveryAll(guard.Entries(schema.patternProperties), 0, ([pattern, schema]) => {
        const nextSchemaPath = `${schemaPath}/patternProperties/${EncodeFragment(pattern)}`;
        const regexp = UnicodeRegExp(pattern);
        return guard.EveryAll(guard.Entries(value), 0, ([key, value]) => {
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
function BuildPrefixItems(stack, context, schema, value) {
    return ReduceAnd(schema.prefixItems.map((schema, index) => {
        const isLength = IsLessEqualThan(Member(value, 'length'), Constant(index));
        const isSchema = BuildSchemaPushStack(stack, context, schema, `${value}[${index}]`);
        const addIndex = context.AddIndex(Constant(index));
        const guarded = context.UseUnevaluated() ? And(isSchema, addIndex) : isSchema;
        return Or(isLength, guarded);
    }));
}
// ------------------------------------------------------------------
// Check
// ------------------------------------------------------------------
function CheckPrefixItems(stack, context, schema, value) {
    return guard.IsEqual(value.length, 0) || guard.Every(schema.prefixItems, 0, (schema, index) => {
        return guard.IsLessEqualThan(value.length, index)
            || (CheckSchemaPushStack(stack, context, schema, value[index]) && context.AddIndex(index));
    });
}
// ------------------------------------------------------------------
// Error
// ------------------------------------------------------------------
function ErrorPrefixItems(stack, context, schemaPath, instancePath, schema, value) {
    return guard.IsEqual(value.length, 0) || guard.EveryAll(schema.prefixItems, 0, (schema, index) => {
        const nextSchemaPath = `${schemaPath}/prefixItems/${index}`;
        const nextInstancePath = `${instancePath}/${index}`;
        return guard.IsLessEqualThan(value.length, index)
            || (ErrorSchemaPushStack(stack, context, nextSchemaPath, nextInstancePath, schema, value[index]) && context.AddIndex(index));
    });
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/schema/engine/_exact_optional.mjs


// ------------------------------------------------------------------
// IsExactOptional
// ------------------------------------------------------------------
function IsExactOptional(required, key) {
    return required.includes(key) || settings/* Settings.Get */.w.Get().exactOptionalPropertyTypes;
}
// ------------------------------------------------------------------
// ExactOptionalBuild
// ------------------------------------------------------------------
function InexactOptionalBuild(value, key) {
    return IsUndefined(Member(value, key));
}
// ------------------------------------------------------------------
// ExactOptionalCheck
// ------------------------------------------------------------------
function InexactOptionalCheck(value, key) {
    return guard.IsUndefined(value[key]);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/schema/engine/properties.mjs
// deno-fmt-ignore-file





// ------------------------------------------------------------------
// Build
// ------------------------------------------------------------------
function BuildProperties(stack, context, schema, value) {
    const required = IsRequired(schema) ? schema.required : [];
    const everyKey = guard.Entries(schema.properties).map(([key, schema]) => {
        const notKey = Not(HasPropertyKey(value, Constant(key)));
        const isSchema = BuildSchemaPushStack(stack, context, schema, Member(value, key));
        const addKey = context.AddKey(Constant(key));
        const guarded = context.UseUnevaluated() ? And(isSchema, addKey) : isSchema;
        // --------------------------------------------------------------
        // Optimization
        //
        // If a key is required, we can skip the `notKey` check since this
        // condition is already enforced by Required. This optimization is
        // only valid when Required is evaluated before Properties.
        //
        // --------------------------------------------------------------
        const isProperty = required.includes(key) ? guarded : Or(notKey, guarded);
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
            : Or(InexactOptionalBuild(value, key), isProperty);
    });
    return ReduceAnd(everyKey);
}
// ------------------------------------------------------------------
// Check
// ------------------------------------------------------------------
function CheckProperties(stack, context, schema, value) {
    const required = IsRequired(schema) ? schema.required : [];
    const isProperties = guard.Every(guard.Entries(schema.properties), 0, ([key, schema]) => {
        const isProperty = !guard.HasPropertyKey(value, key) || (CheckSchemaPushStack(stack, context, schema, value[key]) && context.AddKey(key));
        return IsExactOptional(required, key)
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
    const isProperties = guard.EveryAll(guard.Entries(schema.properties), 0, ([key, schema]) => {
        const nextSchemaPath = `${schemaPath}/properties/${EncodeFragment(key)}`;
        const nextInstancePath = `${instancePath}/${EncodeFragment(key)}`;
        // Defer error generation for IsExactOptional
        const isProperty = () => (!guard.HasPropertyKey(value, key) || (ErrorSchemaPushStack(stack, context, nextSchemaPath, nextInstancePath, schema, value[key]) && context.AddKey(key)));
        return IsExactOptional(required, key)
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
function BuildPropertyNames(stack, context, schema, value) {
    const [key, _index] = [CreateUnique(), CreateUnique()];
    return Every(Keys(value), Constant(0), [key, _index], BuildSchema(stack, context, schema.propertyNames, key));
}
// ------------------------------------------------------------------
// Check
// ------------------------------------------------------------------
function CheckPropertyNames(stack, context, schema, value) {
    return guard.Every(guard.Keys(value), 0, (key, _index) => CheckSchema(stack, context, schema.propertyNames, key));
}
// ------------------------------------------------------------------
// Error
// ------------------------------------------------------------------
function ErrorPropertyNames(stack, context, schemaPath, instancePath, schema, value) {
    const propertyNames = [];
    const isPropertyNames = guard.EveryAll(guard.Keys(value), 0, (key, _index) => {
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
function BuildRecursiveRef(stack, context, schema, value) {
    const target = RecursiveRef(stack, schema) ?? false;
    const nextStack = target ? { ...stack, pendingResource: true } : stack;
    return CreateFunction(nextStack, context, target, value);
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
    const interior = ArrowFunction(['context', 'value'], CreateFunction(stack, context, target, 'value'));
    const exterior = ArrowFunction(['context', 'value'], Statements([
        ConstDeclaration('nextContext', New('CheckContext', [])),
        ConstDeclaration('result', Call(interior, ['nextContext', 'value'])),
        If('result', context.Merge('[nextContext]')),
        Return('result')
    ]));
    return Call(exterior, ['context', value]);
}
function BuildRefFast(stack, context, target, value) {
    return CreateFunction(stack, context, target, value);
}
function BuildRef(stack, context, schema, value) {
    const result = Ref(stack, schema);
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
function BuildRequired(_stack, _context, schema, value) {
    return ReduceAnd(schema.required.map((key) => HasPropertyKey(value, Constant(key))));
}
// ------------------------------------------------------------------
// Check
// ------------------------------------------------------------------
function CheckRequired(_stack, _context, schema, value) {
    return guard.Every(schema.required, 0, (key) => guard.HasPropertyKey(value, key));
}
// ------------------------------------------------------------------
// Error
// ------------------------------------------------------------------
function ErrorRequired(_stack, context, schemaPath, instancePath, schema, value) {
    const requiredProperties = [];
    const isRequired = guard.EveryAll(schema.required, 0, (key) => {
        const hasKey = guard.HasPropertyKey(value, key);
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
    guard.IsEqual(type, 'object') ? IsObjectNotArray(value) :
        guard.IsEqual(type, 'array') ? IsArray(value) :
            guard.IsEqual(type, 'boolean') ? IsBoolean(value) :
                guard.IsEqual(type, 'integer') ? IsInteger(value) :
                    guard.IsEqual(type, 'number') ? IsNumber(value) :
                        guard.IsEqual(type, 'null') ? IsNull(value) :
                            guard.IsEqual(type, 'string') ? IsString(value) :
                                // xschema
                                guard.IsEqual(type, 'bigint') ? IsBigInt(value) :
                                    guard.IsEqual(type, 'constructor') ? IsConstructor(value) :
                                        guard.IsEqual(type, 'function') ? IsFunction(value) :
                                            guard.IsEqual(type, 'symbol') ? IsSymbol(value) :
                                                guard.IsEqual(type, 'undefined') ? IsUndefined(value) :
                                                    guard.IsEqual(type, 'void') ? IsUndefined(value) :
                                                        Constant(true));
}
function CheckTypeName(_stack, _context, type, _schema, value) {
    return (
    // jsonschema
    guard.IsEqual(type, 'object') ? guard.IsObjectNotArray(value) :
        guard.IsEqual(type, 'array') ? guard.IsArray(value) :
            guard.IsEqual(type, 'boolean') ? guard.IsBoolean(value) :
                guard.IsEqual(type, 'integer') ? guard.IsInteger(value) :
                    guard.IsEqual(type, 'number') ? guard.IsNumber(value) :
                        guard.IsEqual(type, 'null') ? guard.IsNull(value) :
                            guard.IsEqual(type, 'string') ? guard.IsString(value) :
                                // xschema
                                guard.IsEqual(type, 'bigint') ? guard.IsBigInt(value) :
                                    guard.IsEqual(type, 'constructor') ? guard.IsConstructor(value) :
                                        guard.IsEqual(type, 'function') ? guard.IsFunction(value) :
                                            guard.IsEqual(type, 'symbol') ? guard.IsSymbol(value) :
                                                guard.IsEqual(type, 'undefined') ? guard.IsUndefined(value) :
                                                    guard.IsEqual(type, 'void') ? guard.IsUndefined(value) :
                                                        true);
}
// ------------------------------------------------------------------
// TypeNames
// ------------------------------------------------------------------
function BuildTypeNames(stack, context, typenames, value) {
    return ReduceOr(typenames.map(type => BuildTypeName(stack, context, type, value)));
}
function CheckTypeNames(stack, context, types, schema, value) {
    return guard.Some(types, type => CheckTypeName(stack, context, type, schema, value));
}
// ------------------------------------------------------------------
// Type
// ------------------------------------------------------------------
function BuildType(stack, context, schema, value) {
    return guard.IsArray(schema.type) ? BuildTypeNames(stack, context, schema.type, value) : BuildTypeName(stack, context, schema.type, value);
}
function CheckType(stack, context, schema, value) {
    return guard.IsArray(schema.type) ? CheckTypeNames(stack, context, schema.type, schema, value) : CheckTypeName(stack, context, schema.type, schema, value);
}
function ErrorType(stack, context, schemaPath, instancePath, schema, value) {
    const isType = guard.IsArray(schema.type) ? CheckTypeNames(stack, context, schema.type, schema, value) : CheckTypeName(stack, context, schema.type, schema, value);
    return isType ||
        context.AddError('type', schemaPath, instancePath, { type: schema.type });
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/schema/engine/unevaluatedItems.mjs
// deno-fmt-ignore-file




// ------------------------------------------------------------------
// Build
// ------------------------------------------------------------------
function BuildUnevaluatedItems(stack, context, schema, value) {
    const [index, item] = [CreateUnique(), CreateUnique()];
    const indices = Call(Member('context', 'GetIndices'), []);
    const hasIndex = Call(Member('indices', 'has'), [index]);
    const isSchema = BuildSchema(stack, context, schema.unevaluatedItems, item);
    const addIndex = Call(Member('context', 'AddIndex'), [index]);
    const isEvery = Every(value, Constant(0), [item, index], And(Or(hasIndex, isSchema), addIndex));
    return Call(ArrowFunction(['context'], Statements([
        ConstDeclaration('indices', indices),
        Return(isEvery)
    ])), ['context']);
}
// ------------------------------------------------------------------
// Check
// ------------------------------------------------------------------
function CheckUnevaluatedItems(stack, context, schema, value) {
    const indices = context.GetIndices();
    return guard.Every(value, 0, (item, index) => {
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
    const isUnevaluatedItems = guard.EveryAll(value, 0, (item, index) => {
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
function BuildUnevaluatedProperties(stack, context, schema, value) {
    const [key, prop] = [CreateUnique(), CreateUnique()];
    const keys = Call(Member('context', 'GetKeys'), []);
    const hasKey = Call(Member('keys', 'has'), [key]);
    const addKey = Call(Member('context', 'AddKey'), [key]);
    const isSchema = BuildSchema(stack, context, schema.unevaluatedProperties, prop);
    const isEvery = Every(Entries(value), Constant(0), [`[${key}, ${prop}]`, '_'], Or(hasKey, And(isSchema, addKey)));
    return Call(ArrowFunction(['context'], Statements([
        ConstDeclaration('keys', keys),
        Return(isEvery)
    ])), ['context']);
}
// ------------------------------------------------------------------
// Check
// ------------------------------------------------------------------
function CheckUnevaluatedProperties(stack, context, schema, value) {
    const keys = context.GetKeys();
    return guard.Every(guard.Entries(value), 0, ([key, prop]) => {
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
    const isUnevaluatedProperties = guard.EveryAll(guard.Entries(value), 0, ([key, prop]) => {
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

// EXTERNAL MODULE: ./node_modules/typebox/build/system/hashing/index.mjs + 1 modules
var hashing = __webpack_require__(3755);
;// CONCATENATED MODULE: ./node_modules/typebox/build/schema/engine/uniqueItems.mjs
// deno-fmt-ignore-file


// ------------------------------------------------------------------
// Valid
// ------------------------------------------------------------------
function uniqueItems_IsValid(schema) {
    return !guard.IsEqual(schema.uniqueItems, false);
}
// ------------------------------------------------------------------
// Build
// ------------------------------------------------------------------
function BuildUniqueItems(_stack, _context, schema, value) {
    if (!uniqueItems_IsValid(schema))
        return Constant(true);
    const set = Member(New('Set', [Call(Member(value, 'map'), [Member('Hashing', 'Hash')])]), 'size');
    const isLength = Member(value, 'length');
    return IsEqual(set, isLength);
}
// ------------------------------------------------------------------
// Check
// ------------------------------------------------------------------
function CheckUniqueItems(_stack, _context, schema, value) {
    if (!uniqueItems_IsValid(schema))
        return true;
    const set = new Set(value.map(hashing/* Hashing.Hash */.X.Hash)).size;
    const isLength = value.length;
    return guard.IsEqual(set, isLength);
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
    const isUniqueItems = guard.IsEqual(duplicateItems.length, 0);
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
    return (IsType(schema) &&
        ((guard.IsArray(schema.type) &&
            guard.IsGreaterThan(schema.type.length, 0) &&
            guard.Every(schema.type, 0, type => guard.IsEqual(type, typename))) ||
            guard.IsEqual(schema.type, typename)));
}
// ----------------------------------------------------------------
// HasObject
// ----------------------------------------------------------------
function HasObjectType(schema) {
    return HasTypeName(schema, 'object');
}
function HasObjectKeywords(schema) {
    return IsSchemaObject(schema) && (additionalProperties_IsAdditionalProperties(schema) ||
        IsDependencies(schema) ||
        IsDependentRequired(schema) ||
        IsDependentSchemas(schema) ||
        IsProperties(schema) ||
        IsPatternProperties(schema) ||
        IsPropertyNames(schema) ||
        IsMinProperties(schema) ||
        IsMaxProperties(schema) ||
        IsRequired(schema) ||
        IsUnevaluatedProperties(schema));
}
// ----------------------------------------------------------------
// HasArray
// ----------------------------------------------------------------
function HasArrayType(schema) {
    return HasTypeName(schema, 'array');
}
function HasArrayKeywords(schema) {
    return IsSchemaObject(schema) && (IsAdditionalItems(schema) ||
        IsItems(schema) ||
        IsContains(schema) ||
        IsMaxContains(schema) ||
        maxItems_IsMaxItems(schema) ||
        IsMinContains(schema) ||
        minItems_IsMinItems(schema) ||
        IsPrefixItems(schema) ||
        IsUnevaluatedItems(schema) ||
        uniqueItems_IsUniqueItems(schema));
}
// ----------------------------------------------------------------
// HasString
// ----------------------------------------------------------------
function HasStringType(schema) {
    return HasTypeName(schema, 'string');
}
function HasStringKeywords(schema) {
    return IsSchemaObject(schema) && (minLength_IsMinLength(schema) ||
        maxLength_IsMaxLength(schema) ||
        IsFormat(schema) ||
        IsPattern(schema));
}
// ----------------------------------------------------------------
// HasNumber
// ----------------------------------------------------------------
function HasNumberType(schema) {
    return HasTypeName(schema, 'number') || HasTypeName(schema, 'bigint');
}
function HasNumberKeywords(schema) {
    return IsSchemaObject(schema) && (IsMinimum(schema) ||
        IsMaximum(schema) ||
        IsExclusiveMaximum(schema) ||
        IsExclusiveMinimum(schema) ||
        IsMultipleOf(schema));
}
// ----------------------------------------------------------------
// Build
// ----------------------------------------------------------------
function BuildSchemaPushStack(stack, context, schema, value) {
    return context.UseUnevaluated()
        ? And(And(context.Push(), BuildSchema(stack, context, schema, value)), context.Pop())
        : BuildSchema(stack, context, schema, value);
}
function BuildSchema(stack, context, schema, value) {
    const current = NextStack(stack, schema);
    const conditions = [];
    if (IsSchemaBoolean(schema))
        return BuildSchemaBoolean(current, context, schema, value);
    if (IsType(schema))
        conditions.push(BuildType(current, context, schema, value));
    if (HasObjectKeywords(schema)) {
        const constraints = [];
        if (IsRequired(schema))
            constraints.push(BuildRequired(current, context, schema, value));
        if (additionalProperties_IsAdditionalProperties(schema))
            constraints.push(BuildAdditionalProperties(current, context, schema, value));
        if (IsDependencies(schema))
            constraints.push(BuildDependencies(current, context, schema, value));
        if (IsDependentRequired(schema))
            constraints.push(BuildDependentRequired(current, context, schema, value));
        if (IsDependentSchemas(schema))
            constraints.push(BuildDependentSchemas(current, context, schema, value));
        if (IsPatternProperties(schema))
            constraints.push(BuildPatternProperties(current, context, schema, value));
        if (IsProperties(schema))
            constraints.push(BuildProperties(current, context, schema, value));
        if (IsPropertyNames(schema))
            constraints.push(BuildPropertyNames(current, context, schema, value));
        if (IsMinProperties(schema))
            constraints.push(BuildMinProperties(current, context, schema, value));
        if (IsMaxProperties(schema))
            constraints.push(BuildMaxProperties(current, context, schema, value));
        const reduced = ReduceAnd(constraints);
        const guarded = Or(Not(IsObjectNotArray(value)), reduced);
        conditions.push(HasObjectType(schema) ? reduced : guarded);
    }
    if (HasArrayKeywords(schema)) {
        const constraints = [];
        if (IsAdditionalItems(schema))
            constraints.push(BuildAdditionalItems(current, context, schema, value));
        if (IsContains(schema))
            constraints.push(BuildContains(current, context, schema, value));
        if (IsItems(schema))
            constraints.push(BuildItems(current, context, schema, value));
        if (IsMinContains(schema))
            constraints.push(BuildMinContains(current, context, schema, value));
        if (IsMaxContains(schema))
            constraints.push(BuildMaxContains(current, context, schema, value));
        if (minItems_IsMinItems(schema))
            constraints.push(BuildMinItems(current, context, schema, value));
        if (maxItems_IsMaxItems(schema))
            constraints.push(BuildMaxItems(current, context, schema, value));
        if (IsPrefixItems(schema))
            constraints.push(BuildPrefixItems(current, context, schema, value));
        if (uniqueItems_IsUniqueItems(schema))
            constraints.push(BuildUniqueItems(current, context, schema, value));
        const reduced = ReduceAnd(constraints);
        const guarded = Or(Not(IsArray(value)), reduced);
        conditions.push(HasArrayType(schema) ? reduced : guarded);
    }
    if (HasStringKeywords(schema)) {
        const constraints = [];
        if (minLength_IsMinLength(schema))
            constraints.push(BuildMinLength(current, context, schema, value));
        if (maxLength_IsMaxLength(schema))
            constraints.push(BuildMaxLength(current, context, schema, value));
        if (IsFormat(schema))
            constraints.push(BuildFormat(current, context, schema, value));
        if (IsPattern(schema))
            constraints.push(BuildPattern(current, context, schema, value));
        const reduced = ReduceAnd(constraints);
        const guarded = Or(Not(IsString(value)), reduced);
        conditions.push(HasStringType(schema) ? reduced : guarded);
    }
    if (HasNumberKeywords(schema)) {
        const constraints = [];
        if (IsExclusiveMinimum(schema))
            constraints.push(BuildExclusiveMinimum(current, context, schema, value));
        if (IsExclusiveMaximum(schema))
            constraints.push(BuildExclusiveMaximum(current, context, schema, value));
        if (IsMinimum(schema))
            constraints.push(BuildMinimum(current, context, schema, value));
        if (IsMaximum(schema))
            constraints.push(BuildMaximum(current, context, schema, value));
        if (IsMultipleOf(schema))
            constraints.push(BuildMultipleOf(current, context, schema, value));
        const reduced = ReduceAnd(constraints);
        const guarded = Or(Not(Or(IsNumber(value), IsBigInt(value))), reduced);
        conditions.push(HasNumberType(schema) ? reduced : guarded);
    }
    if (ref_IsRef(schema))
        conditions.push(BuildRef(current, context, schema, value));
    if (IsRecursiveRef(schema))
        conditions.push(BuildRecursiveRef(current, context, schema, value));
    if (IsDynamicRef(schema))
        conditions.push(BuildDynamicRef(current, context, schema, value));
    if (IsConst(schema))
        conditions.push(BuildConst(current, context, schema, value));
    if (IsEnum(schema))
        conditions.push(BuildEnum(current, context, schema, value));
    if (IsIf(schema))
        conditions.push(BuildIf(current, context, schema, value));
    if (IsNot(schema))
        conditions.push(BuildNot(current, context, schema, value));
    if (IsAllOf(schema))
        conditions.push(BuildAllOf(current, context, schema, value));
    if (IsAnyOf(schema))
        conditions.push(BuildAnyOf(current, context, schema, value));
    if (IsOneOf(schema))
        conditions.push(BuildOneOf(current, context, schema, value));
    if (IsUnevaluatedItems(schema))
        conditions.push(Or(Not(IsArray(value)), BuildUnevaluatedItems(current, context, schema, value)));
    if (IsUnevaluatedProperties(schema))
        conditions.push(Or(Not(emit_IsObject(value)), BuildUnevaluatedProperties(current, context, schema, value)));
    if (IsRefine(schema))
        conditions.push(BuildRefine(current, context, schema, value));
    const result = ReduceAnd(conditions);
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
        (!(guard.IsObject(value) && !guard.IsArray(value)) || ((!IsRequired(schema) || CheckRequired(current, context, schema, value)) &&
            (!additionalProperties_IsAdditionalProperties(schema) || CheckAdditionalProperties(current, context, schema, value)) &&
            (!IsDependencies(schema) || CheckDependencies(current, context, schema, value)) &&
            (!IsDependentRequired(schema) || CheckDependentRequired(current, context, schema, value)) &&
            (!IsDependentSchemas(schema) || CheckDependentSchemas(current, context, schema, value)) &&
            (!IsPatternProperties(schema) || CheckPatternProperties(current, context, schema, value)) &&
            (!IsProperties(schema) || CheckProperties(current, context, schema, value)) &&
            (!IsPropertyNames(schema) || CheckPropertyNames(current, context, schema, value)) &&
            (!IsMinProperties(schema) || CheckMinProperties(current, context, schema, value)) &&
            (!IsMaxProperties(schema) || CheckMaxProperties(current, context, schema, value)))) &&
        (!guard.IsArray(value) || ((!IsAdditionalItems(schema) || CheckAdditionalItems(current, context, schema, value)) &&
            (!IsContains(schema) || CheckContains(current, context, schema, value)) &&
            (!IsItems(schema) || CheckItems(current, context, schema, value)) &&
            (!IsMinContains(schema) || CheckMinContains(current, context, schema, value)) &&
            (!IsMaxContains(schema) || CheckMaxContains(current, context, schema, value)) &&
            (!minItems_IsMinItems(schema) || CheckMinItems(current, context, schema, value)) &&
            (!maxItems_IsMaxItems(schema) || CheckMaxItems(current, context, schema, value)) &&
            (!IsPrefixItems(schema) || CheckPrefixItems(current, context, schema, value)) &&
            (!uniqueItems_IsUniqueItems(schema) || CheckUniqueItems(current, context, schema, value)))) &&
        (!guard.IsString(value) || ((!minLength_IsMinLength(schema) || CheckMinLength(current, context, schema, value)) &&
            (!maxLength_IsMaxLength(schema) || CheckMaxLength(current, context, schema, value)) &&
            (!IsFormat(schema) || CheckFormat(current, context, schema, value)) &&
            (!IsPattern(schema) || CheckPattern(current, context, schema, value)))) &&
        (!(guard.IsNumber(value) || guard.IsBigInt(value)) || ((!IsExclusiveMinimum(schema) || CheckExclusiveMinimum(current, context, schema, value)) &&
            (!IsExclusiveMaximum(schema) || CheckExclusiveMaximum(current, context, schema, value)) &&
            (!IsMinimum(schema) || CheckMinimum(current, context, schema, value)) &&
            (!IsMaximum(schema) || CheckMaximum(current, context, schema, value)) &&
            (!IsMultipleOf(schema) || CheckMultipleOf(current, context, schema, value)))) &&
        (!ref_IsRef(schema) || CheckRef(current, context, schema, value)) &&
        (!IsRecursiveRef(schema) || CheckRecursiveRef(current, context, schema, value)) &&
        (!IsDynamicRef(schema) || CheckDynamicRef(current, context, schema, value)) &&
        (!IsConst(schema) || CheckConst(current, context, schema, value)) &&
        (!IsEnum(schema) || CheckEnum(current, context, schema, value)) &&
        (!IsIf(schema) || CheckIf(current, context, schema, value)) &&
        (!IsNot(schema) || CheckNot(current, context, schema, value)) &&
        (!IsAllOf(schema) || CheckAllOf(current, context, schema, value)) &&
        (!IsAnyOf(schema) || CheckAnyOf(current, context, schema, value)) &&
        (!IsOneOf(schema) || CheckOneOf(current, context, schema, value)) &&
        (!IsUnevaluatedItems(schema) || (!guard.IsArray(value) || CheckUnevaluatedItems(current, context, schema, value))) &&
        (!IsUnevaluatedProperties(schema) || (!guard.IsObject(value) || CheckUnevaluatedProperties(current, context, schema, value))) &&
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
        +(!(guard.IsObject(value) && !guard.IsArray(value)) || !!(+(!IsRequired(schema) || ErrorRequired(current, context, schemaPath, instancePath, schema, value)) &
            +(!additionalProperties_IsAdditionalProperties(schema) || ErrorAdditionalProperties(current, context, schemaPath, instancePath, schema, value)) &
            +(!IsDependencies(schema) || ErrorDependencies(current, context, schemaPath, instancePath, schema, value)) &
            +(!IsDependentRequired(schema) || ErrorDependentRequired(current, context, schemaPath, instancePath, schema, value)) &
            +(!IsDependentSchemas(schema) || ErrorDependentSchemas(current, context, schemaPath, instancePath, schema, value)) &
            +(!IsPatternProperties(schema) || ErrorPatternProperties(current, context, schemaPath, instancePath, schema, value)) &
            +(!IsProperties(schema) || ErrorProperties(current, context, schemaPath, instancePath, schema, value)) &
            +(!IsPropertyNames(schema) || ErrorPropertyNames(current, context, schemaPath, instancePath, schema, value)) &
            +(!IsMinProperties(schema) || ErrorMinProperties(current, context, schemaPath, instancePath, schema, value)) &
            +(!IsMaxProperties(schema) || ErrorMaxProperties(current, context, schemaPath, instancePath, schema, value)))) &
        +(!guard.IsArray(value) || !!(+(!IsAdditionalItems(schema) || ErrorAdditionalItems(current, context, schemaPath, instancePath, schema, value)) &
            +(!IsContains(schema) || ErrorContains(current, context, schemaPath, instancePath, schema, value)) &
            +(!IsItems(schema) || ErrorItems(current, context, schemaPath, instancePath, schema, value)) &
            +(!IsMinContains(schema) || ErrorMinContains(current, context, schemaPath, instancePath, schema, value)) &
            +(!IsMaxContains(schema) || ErrorMaxContains(current, context, schemaPath, instancePath, schema, value)) &
            +(!minItems_IsMinItems(schema) || ErrorMinItems(current, context, schemaPath, instancePath, schema, value)) &
            +(!maxItems_IsMaxItems(schema) || ErrorMaxItems(current, context, schemaPath, instancePath, schema, value)) &
            +(!IsPrefixItems(schema) || ErrorPrefixItems(current, context, schemaPath, instancePath, schema, value)) &
            +(!uniqueItems_IsUniqueItems(schema) || ErrorUniqueItems(current, context, schemaPath, instancePath, schema, value)))) &
        +(!guard.IsString(value) || !!(+(!minLength_IsMinLength(schema) || ErrorMinLength(current, context, schemaPath, instancePath, schema, value)) &
            +(!maxLength_IsMaxLength(schema) || ErrorMaxLength(current, context, schemaPath, instancePath, schema, value)) &
            +(!IsFormat(schema) || ErrorFormat(current, context, schemaPath, instancePath, schema, value)) &
            +(!IsPattern(schema) || ErrorPattern(current, context, schemaPath, instancePath, schema, value)))) &
        +(!(guard.IsNumber(value) || guard.IsBigInt(value)) || !!(+(!IsExclusiveMinimum(schema) || ErrorExclusiveMinimum(current, context, schemaPath, instancePath, schema, value)) &
            +(!IsExclusiveMaximum(schema) || ErrorExclusiveMaximum(current, context, schemaPath, instancePath, schema, value)) &
            +(!IsMinimum(schema) || ErrorMinimum(current, context, schemaPath, instancePath, schema, value)) &
            +(!IsMaximum(schema) || ErrorMaximum(current, context, schemaPath, instancePath, schema, value)) &
            +(!IsMultipleOf(schema) || ErrorMultipleOf(current, context, schemaPath, instancePath, schema, value)))) &
        +(!ref_IsRef(schema) || ErrorRef(current, context, schemaPath, instancePath, schema, value)) &
        +(!IsRecursiveRef(schema) || ErrorRecursiveRef(current, context, schemaPath, instancePath, schema, value)) &
        +(!IsDynamicRef(schema) || ErrorDynamicRef(current, context, schemaPath, instancePath, schema, value)) &
        +(!IsConst(schema) || ErrorConst(current, context, schemaPath, instancePath, schema, value)) &
        +(!IsEnum(schema) || ErrorEnum(current, context, schemaPath, instancePath, schema, value)) &
        +(!IsIf(schema) || ErrorIf(current, context, schemaPath, instancePath, schema, value)) &
        +(!IsNot(schema) || ErrorNot(current, context, schemaPath, instancePath, schema, value)) &
        +(!IsAllOf(schema) || ErrorAllOf(current, context, schemaPath, instancePath, schema, value)) &
        +(!IsAnyOf(schema) || ErrorAnyOf(current, context, schemaPath, instancePath, schema, value)) &
        +(!IsOneOf(schema) || ErrorOneOf(current, context, schemaPath, instancePath, schema, value)) &
        +(!IsUnevaluatedItems(schema) || (!guard.IsArray(value) || ErrorUnevaluatedItems(current, context, schemaPath, instancePath, schema, value))) &
        +(!IsUnevaluatedProperties(schema) || (!guard.IsObject(value) || ErrorUnevaluatedProperties(current, context, schemaPath, instancePath, schema, value)))) &&
        (!IsRefine(schema) || ErrorRefine(current, context, schemaPath, instancePath, schema, value)));
    return result;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/schema/engine/_functions.mjs
// deno-fmt-ignore-file


const _functions_index = [0];
const names = new Map;
const funcs = new Map();
// ------------------------------------------------------------------
// CreateName
// ------------------------------------------------------------------
function NextName() {
    return `${_functions_index[0]++}`;
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
        ? Call(`check_${name}`, ['context', value])
        : Call(`check_${name}`, [value]);
}
// ------------------------------------------------------------------
// CreateFunctionExpression
// ------------------------------------------------------------------
function CreateFunctionExpression(stack, context, schema, name) {
    const expression = BuildSchema(stack, context, schema, 'value');
    return context.UseUnevaluated()
        ? ConstDeclaration(`check_${name}`, ArrowFunction(['context', 'value'], expression))
        : ConstDeclaration(`check_${name}`, ArrowFunction(['value'], expression));
}
// ------------------------------------------------------------------
// ResetFunctions
// ------------------------------------------------------------------
function ResetFunctions() {
    _functions_index[0] = 0;
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











































// EXTERNAL MODULE: ./node_modules/typebox/build/system/index.mjs
var system = __webpack_require__(9168);
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
function intern_FromRef(context, schema) {
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
        return intern_FromRef(context, schema);
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



;// CONCATENATED MODULE: ./node_modules/typebox/build/schema/types/default.mjs
// deno-fmt-ignore-file

// ------------------------------------------------------------------
// Guard
// ------------------------------------------------------------------
/**
 * Returns true if the schema contains a valid contentMediaType property
 * @specification Json Schema 7
 */
function default_IsDefault(schema) {
    return guard.HasPropertyKey(schema, 'default');
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/schema/types/index.mjs
// ------------------------------------------------------------------
// Extensions
// ------------------------------------------------------------------

// ------------------------------------------------------------------
// Standard
// ------------------------------------------------------------------



















































// EXTERNAL MODULE: ./node_modules/typebox/build/system/arguments/arguments.mjs
var arguments_arguments = __webpack_require__(7565);
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
    const factory = environment/* Environment.Evaluate */.O.Evaluate('CheckContext', 'Guard', 'Hashing', build.External().identifier, code);
    return factory(CheckContext, guard, hashing/* Hashing */.X, build.External().variables);
}
// ------------------------------------------------------------------
// CreateDynamicCheck
// ------------------------------------------------------------------
function CreateDynamicCheck(build) {
    const stack = _stack_Stack(build.Context(), build.Schema());
    const context = new CheckContext();
    return (value) => CheckSchema(stack, context, build.Schema(), value);
}
// ------------------------------------------------------------------
// CreateCheck
// ------------------------------------------------------------------
function CreateCheck(build, code) {
    return environment/* Environment.CanEvaluate */.O.CanEvaluate()
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
        return new EvaluateResult(environment/* Environment.CanEvaluate */.O.CanEvaluate(), code, check);
    }
}
/** Builds a schema into a optimized runtime validator */
function build_Build(...args) {
    const [context, schema] = arguments_arguments.Match(args, {
        2: (context, schema) => [context, schema],
        1: (schema) => [{}, schema]
    });
    ResetUnique();
    ResetExternal();
    ResetFunctions();
    const stack = _stack_Stack(context, schema);
    const build = new BuildContext(HasUnevaluated(context, schema));
    const call = CreateFunction(stack, build, schema, 'value');
    const functions = GetFunctions();
    const externals = GetExternal();
    return new BuildResult(context, schema, externals, functions, call, build.UseUnevaluated());
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
    const [context, schema, value] = arguments_arguments.Match(args, {
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
    const settings = (0,settings_settings.Get)();
    TempMaxErrors = settings.maxErrors;
    settings.maxErrors = settings.maxParseErrors;
}
// ------------------------------------------------------------------
// [Internal] DisableParseErrors
// ------------------------------------------------------------------
function internal_DisableParseErrors() {
    const settings = (0,settings_settings.Get)();
    settings.maxErrors = TempMaxErrors;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/schema/check.mjs
// deno-fmt-ignore-file
// deno-lint-ignore-file


/** Checks a value against the provided schema */
function check_Check(...args) {
    const [context, schema, value] = arguments_arguments.Match(args, {
        3: (context, schema, value) => [context, schema, value],
        2: (schema, value) => [{}, schema, value]
    });
    const stack = _stack_Stack(context, schema);
    const checkContext = new CheckContext();
    return CheckSchema(stack, checkContext, schema, value);
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
function compile_Compile(...args) {
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

;// CONCATENATED MODULE: ./node_modules/typebox/build/compile/code.mjs
// deno-fmt-ignore-file


// ------------------------------------------------------------------
// Comments and Formatting
// ------------------------------------------------------------------
function TsIgnore() {
    return `// @ts-ignore`;
}
function Separator() {
    return ``;
}
// ------------------------------------------------------------------
// ImportSection
// ------------------------------------------------------------------
function ImportSection(build) {
    const context = build.UseUnevaluated() ? [`import { CheckContext } from "typebox/schema"`] : [];
    const hashing = `import { Hashing } from "typebox/system"`;
    const guard = `import { Guard } from "typebox/guard"`;
    return [...context, hashing, guard];
}
// ------------------------------------------------------------------
// ExternalSection
// ------------------------------------------------------------------
function ExternalSection(build) {
    const { identifier } = build.External();
    return [
        Separator(),
        TsIgnore(),
        `let ${identifier} = []`,
        Separator(),
        TsIgnore(),
        `export function SetExternal(external) { ${identifier} = external.variables }`
    ];
}
// ------------------------------------------------------------------
// FunctionSection
// ------------------------------------------------------------------
function FunctionSection(build) {
    return build.Functions().map((func) => [Separator(), TsIgnore(), `${func};`].join('\n'));
}
// ------------------------------------------------------------------
// ExportSection
// ------------------------------------------------------------------
function ExportSection(build) {
    const body = build.UseUnevaluated()
        ? `const context = new CheckContext({}, {}); return ${build.Entry()}`
        : `return ${build.Entry()}`;
    return [
        Separator(),
        TsIgnore(),
        `export function Check(value) { ${body} }`
    ];
}
/** Creates a standalone ESM validation module for the given type. */
function Code(...args) {
    const [context, type] = Arguments.Match(args, {
        2: (context, type) => [context, type],
        1: (type) => [{}, type]
    });
    const build = Build(context, type);
    const code = [...ImportSection(build), ...ExternalSection(build), ...FunctionSection(build), ...ExportSection(build)].join('\n');
    return { External: build.External(), Code: code };
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/value/check/check.mjs
// deno-fmt-ignore-file


/** Checks a value matches the provided type. */
function check_check_Check(...args) {
    const [context, type, value] = arguments_arguments.Match(args, {
        3: (context, type, value) => [context, type, value],
        2: (type, value) => [{}, type, value]
    });
    return check_Check(context, type, value);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/value/check/index.mjs


;// CONCATENATED MODULE: ./node_modules/typebox/build/value/errors/errors.mjs
// deno-fmt-ignore-file


/** Returns an array of validation errors for the given value. */
function errors_errors_Errors(...args) {
    const [context, type, value] = arguments_arguments.Match(args, {
        3: (context, type, value) => [context, type, value],
        2: (type, value) => [{}, type, value],
    });
    const [_, errors] = errors_Errors(context, type, value);
    return errors;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/value/errors/index.mjs


;// CONCATENATED MODULE: ./node_modules/typebox/build/value/assert/assert.mjs
// deno-fmt-ignore-file



// ------------------------------------------------------------------
// AssertError
// ------------------------------------------------------------------
class AssertError extends Error {
    constructor(source, value, errors) {
        super(source);
        Object.defineProperty(this, 'cause', {
            value: { source, errors, value },
            writable: false,
            configurable: false,
            enumerable: false
        });
    }
}
/** Asserts the a value matches the given type. This function returns a TypeScript type asserts predicate and will throw AssertError if value does not match. */
function assert_Assert(...args) {
    const [context, type, value] = Arguments.Match(args, {
        3: (context, type, value) => [context, type, value],
        2: (type, value) => [{}, type, value]
    });
    const check = Check(context, type, value);
    if (!check)
        throw new AssertError('Assert', value, Errors(context, type, value));
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/value/assert/index.mjs


// EXTERNAL MODULE: ./node_modules/typebox/build/type/action/index.mjs + 2 modules
var action = __webpack_require__(6301);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/index.mjs + 25 modules
var engine = __webpack_require__(4318);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/extends/index.mjs + 31 modules
var type_extends = __webpack_require__(5257);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/script/index.mjs + 1 modules
var script = __webpack_require__(4441);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/index.mjs
var types = __webpack_require__(1309);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/index.mjs






;// CONCATENATED MODULE: ./node_modules/typebox/build/value/clean/from_array.mjs
// deno-fmt-ignore-file


function from_array_FromArray(context, type, value) {
    if (!guard.IsArray(value))
        return value;
    return value.map((value) => from_type_FromType(context, type.items, value));
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/value/clean/from_cyclic.mjs
// deno-fmt-ignore-file


function FromCyclic(context, type, value) {
    return from_type_FromType({ ...context, ...type.$defs }, (0,types/* Ref */.oS)(type.$ref), value);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/value/clean/from_intersect.mjs
// deno-fmt-ignore-file



// ------------------------------------------------------------------
// EvaluateIntersection
// ------------------------------------------------------------------
function EvaluateIntersection(context, type) {
    // Note: reinterpret unevaluatedProperties as additionalProperties
    const additionalProperties = guard.HasPropertyKey(type, 'unevaluatedProperties')
        ? { additionalProperties: type.unevaluatedProperties }
        : {};
    const instantiated = (0,engine/* Instantiate */.l5)(context, type);
    const evaluated = (0,action/* Evaluate */.SZ)(instantiated);
    return (0,types/* IsObject */.av)(evaluated)
        ? (0,action/* With */.Ry)(evaluated, additionalProperties)
        : evaluated;
}
// ------------------------------------------------------------------
// FromIntersection
// ------------------------------------------------------------------
function from_intersect_FromIntersect(context, type, value) {
    // Note: Evaluate and route back to FromType in evaluated form (likely an Object)
    const evaluated = EvaluateIntersection(context, type);
    return from_type_FromType(context, evaluated, value);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/value/clean/additional.mjs
// deno-fmt-ignore-file

function GetAdditionalProperties(type) {
    const additionalProperties = guard.HasPropertyKey(type, 'additionalProperties') ? type.additionalProperties : undefined;
    return additionalProperties;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/value/clean/from_object.mjs
// deno-fmt-ignore-file





// ------------------------------------------------------------------
// FromObject
// ------------------------------------------------------------------
function from_object_FromObject(context, type, value) {
    if (!guard.IsObject(value) || guard.IsArray(value))
        return value;
    const additionalProperties = GetAdditionalProperties(type);
    for (const key of guard.Keys(value)) {
        if (guard.HasPropertyKey(type.properties, key) && (0,types/* IsSchema */.Yi)(type.properties[key])) {
            value[key] = from_type_FromType(context, type.properties[key], value[key]);
            continue;
        }
        const unknownCheck = 
        // 1. additionalProperties: true
        (guard.IsBoolean(additionalProperties) && guard.IsEqual(additionalProperties, true))
            // 2. additionalProperties: TSchema
            || (0,types/* IsSchema */.Yi)(additionalProperties) && check_check_Check(context, additionalProperties, value[key]);
        if (unknownCheck) {
            value[key] = from_type_FromType(context, additionalProperties, value[key]);
            continue;
        }
        delete value[key];
    }
    return value;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/value/clean/from_record.mjs
// deno-fmt-ignore-file





// ------------------------------------------------------------------
// FromRecord
// ------------------------------------------------------------------
function from_record_FromRecord(context, type, value) {
    if (!guard.IsObject(value))
        return value;
    const additionalProperties = GetAdditionalProperties(type);
    const [recordPattern, recordValue] = [new RegExp((0,types/* RecordPattern */.EY)(type)), (0,types/* RecordValue */.Bo)(type)];
    for (const key of guard.Keys(value)) {
        if (recordPattern.test(key)) {
            value[key] = from_type_FromType(context, recordValue, value[key]);
            continue;
        }
        const unknownCheck = 
        // 1. additionalProperties: true
        (guard.IsBoolean(additionalProperties) && guard.IsEqual(additionalProperties, true))
            // 2. additionalProperties: TSchema
            || (0,types/* IsSchema */.Yi)(additionalProperties) && check_check_Check(context, additionalProperties, value[key]);
        if (unknownCheck) {
            value[key] = from_type_FromType(context, additionalProperties, value[key]);
            continue;
        }
        delete value[key];
    }
    return value;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/value/clean/from_ref.mjs
// deno-fmt-ignore-file


function from_ref_FromRef(context, type, value) {
    return guard.HasPropertyKey(context, type.$ref)
        ? from_type_FromType(context, context[type.$ref], value)
        : value;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/value/clean/from_tuple.mjs
// deno-fmt-ignore-file


function from_tuple_FromTuple(context, schema, value) {
    if (!guard.IsArray(value))
        return value;
    const length = Math.min(value.length, schema.items.length);
    for (let index = 0; index < length; index++) {
        value[index] = from_type_FromType(context, schema.items[index], value[index]);
    }
    return guard.IsGreaterThan(value.length, length)
        ? value.slice(0, length)
        : value;
}

// EXTERNAL MODULE: ./node_modules/typebox/build/guard/globals.mjs
var globals = __webpack_require__(2912);
;// CONCATENATED MODULE: ./node_modules/typebox/build/system/memory/deep.mjs
// deno-fmt-ignore-file

// ------------------------------------------------------------------
// ClassInstance
//
// TypeBox does not clone arbitrary class instances. Class instances
// cannot be safely cloned without potentially breaking private
// members of the instance.
//
// ------------------------------------------------------------------
function FromClassInstance(value) {
    return value; // atomic
}
// ------------------------------------------------------------------
// SchemaObject
//
// Schema objects have non-enumerable properties that MUST be preserved 
// on Clone. The following is the optimal path these objects.
// ------------------------------------------------------------------
function deep_IsSchemaObject(value) {
    return (guard.HasPropertyKey(value, '~kind') ||
        guard.HasPropertyKey(value, '~unsafe'));
}
function deep_FromSchemaObject(value) {
    const result = {};
    for (const key of guard.Keys(value)) {
        if (guard.IsUnsafePropertyKey(key))
            continue; // (ignore: prototype-pollution)
        const descriptor = Object.getOwnPropertyDescriptor(value, key); // safe-name!
        descriptor.value = FromValue(descriptor.value);
        if (guard.IsEqual(descriptor.enumerable, true)) {
            result[key] = descriptor.value;
        }
        else {
            Object.defineProperty(result, key, descriptor);
        }
    }
    return result;
}
// ------------------------------------------------------------------
// PlainObject
// ------------------------------------------------------------------
function FromPlainObject(value) {
    const result = {};
    for (const key of guard.Keys(value)) {
        if (guard.IsUnsafePropertyKey(key))
            continue; // (ignore: prototype-pollution)
        result[key] = FromValue(value[key]);
    }
    for (const key of guard.Symbols(value)) {
        result[key] = FromValue(value[key]);
    }
    return result;
}
// ------------------------------------------------------------------
// Object
// ------------------------------------------------------------------
function deep_FromObject(value) {
    return (guard.IsClassInstance(value) ? FromClassInstance(value) :
        deep_IsSchemaObject(value) ? deep_FromSchemaObject(value) :
            FromPlainObject(value));
}
// ------------------------------------------------------------------
// Array
// ------------------------------------------------------------------
function deep_FromArray(value) {
    return value.map((element) => FromValue(element));
}
// ------------------------------------------------------------------
// TypeArray
// ------------------------------------------------------------------
function FromTypedArray(value) {
    return value.slice();
}
// ------------------------------------------------------------------
// RegExp
// ------------------------------------------------------------------
function FromRegExp(value) {
    return new RegExp(value.source, value.flags);
}
// ------------------------------------------------------------------
// Map
// ------------------------------------------------------------------
function FromMap(value) {
    return new Map(FromValue([...value.entries()]));
}
// ------------------------------------------------------------------
// Set
// ------------------------------------------------------------------
function FromSet(value) {
    return new Set(FromValue([...value.values()]));
}
function FromValue(value) {
    return (globals/* IsTypeArray */.Kj(value) ? FromTypedArray(value) :
        globals/* IsRegExp */.__(value) ? FromRegExp(value) :
            globals/* IsMap */.N6(value) ? FromMap(value) :
                globals/* IsSet */.Ts(value) ? FromSet(value) :
                    guard.IsArray(value) ? deep_FromArray(value) :
                        guard.IsObject(value) ? deep_FromObject(value) :
                            value);
}
// ------------------------------------------------------------------
// Deep
// ------------------------------------------------------------------
/** Returns a deep Clone of the given value. This function is similar to structuredClone() but also supports deep cloning instances of Map, Set and TypeArray. */
function Deep(value) {
    return FromValue(value);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/value/clone/clone.mjs
// deno-fmt-ignore-file

/**
 * Returns a deep Clone of the given value. This function is similar to `structuredClone()`,
 * but also supports deep cloning `Map`, `Set`, and `TypeArray` instances. This function can also be used
 * to clone TypeBox types while retaining their enumerable and non-enumerable properties.
 */
function clone_Clone(value) {
    return Deep(value);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/value/clean/from_union.mjs
// deno-fmt-ignore-file



function from_union_FromUnion(context, type, value) {
    for (const schema of type.anyOf) {
        const clean = from_type_FromType(context, schema, clone_Clone(value));
        if (check_check_Check(context, schema, clean))
            return clean;
    }
    return value;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/value/clean/from_type.mjs
// deno-fmt-ignore-file









function from_type_FromType(context, type, value) {
    return (types/* IsArray */.QS(type) ? from_array_FromArray(context, type, value) :
        types/* IsCyclic */.c_(type) ? FromCyclic(context, type, value) :
            types/* IsIntersect */.Yq(type) ? from_intersect_FromIntersect(context, type, value) :
                types/* IsObject */.av(type) ? from_object_FromObject(context, type, value) :
                    types/* IsRecord */.cZ(type) ? from_record_FromRecord(context, type, value) :
                        types/* IsRef */["in"](type) ? from_ref_FromRef(context, type, value) :
                            types/* IsTuple */.PN(type) ? from_tuple_FromTuple(context, type, value) :
                                types/* IsUnion */.my(type) ? from_union_FromUnion(context, type, value) :
                                    value);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/guard/index.mjs
// ------------------------------------------------------------------
// Guards
// ------------------------------------------------------------------



// ------------------------------------------------------------------
// Default
// ------------------------------------------------------------------


/* harmony default export */ const build_guard = (guard);

// EXTERNAL MODULE: ./node_modules/typebox/build/system/memory/index.mjs + 9 modules
var memory = __webpack_require__(7062);
;// CONCATENATED MODULE: ./node_modules/typebox/build/value/shared/union_priority_sort.mjs
// deno-fmt-ignore-file










// ------------------------------------------------------------------
// Modifiers (Mutable)
//
// Prioritized types lose `~modifier` properties and additional constraints
// (e.g. additionalProperties) during the mapping phase and need to be
// reassigned afterward. We previously used a mutable assignment on this
// function, however `immutableTypes: true` caused errors. We use the 
// Memory.Assign to ensure modifiers are retained and we preserve type
// configurations (review)
//
// ------------------------------------------------------------------
function Modifiers(type, next) {
    return memory/* Memory.Assign */.c.Assign(type, next);
}
// ------------------------------------------------------------------
// Properties
// ------------------------------------------------------------------
function union_priority_sort_FromProperties(properties) {
    const result = {};
    for (const key of build_guard.Keys(properties))
        result[key] = union_priority_sort_FromType(properties[key]);
    return result;
}
// ------------------------------------------------------------------
// FromRecordKey
//
// This is required because RecordKey(...) returns a canonical
// decoded type derived from the pattern. When the pattern is an
// unrecognized user-defined one, the result falls through to
// TString (^.*$) and the user-defined pattern is lost. This
// function ensures the exact pattern is retained.
// ------------------------------------------------------------------
function FromRecordKey(type) {
    return (0,types/* String */.Qf)({ pattern: (0,types/* RecordPattern */.EY)(type) });
}
// ------------------------------------------------------------------
// PriorityTypes
// ------------------------------------------------------------------
function FromPriorityTypes(types) {
    return FromTypes((0,engine/* Priority */.bx)(types));
}
// ------------------------------------------------------------------
// Types
// ------------------------------------------------------------------
function FromTypes(types) {
    return types.map((type) => union_priority_sort_FromType(type));
}
// ------------------------------------------------------------------
// Type
// ------------------------------------------------------------------
function union_priority_sort_FromType(type) {
    const next = ((0,types/* IsArray */.QS)(type) ? (0,types/* Array */.O3)(union_priority_sort_FromType(type.items), (0,types/* ArrayOptions */.Qn)(type)) :
        (0,types/* IsIntersect */.Yq)(type) ? (0,types/* Intersect */.oo)(FromTypes(type.allOf)) :
            (0,types/* IsUnion */.my)(type) ? (0,types/* Union */.Pr)(FromPriorityTypes(type.anyOf)) :
                (0,types/* IsObject */.av)(type) ? (0,types/* Object */.wS)(union_priority_sort_FromProperties(type.properties)) :
                    (0,types/* IsRecord */.cZ)(type) ? (0,types/* Record */.mS)(FromRecordKey(type), union_priority_sort_FromType((0,types/* RecordValue */.Bo)(type))) :
                        (0,types/* IsTuple */.PN)(type) ? (0,types/* Tuple */.rd)(FromTypes(type.items)) :
                            type);
    return Modifiers(type, next);
}
// ------------------------------------------------------------------
// UnionPrioritySort
// ------------------------------------------------------------------
/**
 * (Type-Preprocessor) Recursively reorders Union variants from narrowest to broadest, ensuring
 * more specific types (e.g. Literal) are evaluated before broader types (e.g. String). Used
 * prior to Clean, Decode, and Encode operations.
 */
function UnionPrioritySort(type) {
    const result = union_priority_sort_FromType(type);
    return result;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/value/clean/clean.mjs



/**
 * Cleans a value by removing non-evaluated properties and elements as derived from the provided type.
 * This function returns unknown so callers should Check the return value before use. This function
 * mutates the provided value. If mutation is not wanted, you should Clone the value before passing
 * to this function.
 */
function Clean(...args) {
    const [context, type, value] = system/* Arguments.Match */.d3.Match(args, {
        3: (context, type, value) => [context, type, value],
        2: (type, value) => [{}, type, value]
    });
    const sorted = system/* Settings.Get */.wB.Get().unionPrioritySort ? UnionPrioritySort(type) : type;
    return from_type_FromType(context, sorted, value);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/value/clean/index.mjs


;// CONCATENATED MODULE: ./node_modules/typebox/build/value/convert/try/try_result.mjs
// deno-fmt-ignore-file

// ------------------------------------------------------------------
// Guard
// ------------------------------------------------------------------
function IsOk(value) {
    return guard.IsObject(value) && guard.HasPropertyKey(value, 'value');
}
// ------------------------------------------------------------------
// Factory
// ------------------------------------------------------------------
function Ok(value) {
    return { value };
}
function Fail() {
    return undefined;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/value/convert/try/try_array.mjs
// deno-fmt-ignore-file


function TryArray(value) {
    return guard.IsArray(value) ? Ok(value) : Ok([value]);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/value/convert/try/try_bigint.mjs
// deno-fmt-ignore-file


// ------------------------------------------------------------------
// Boolean
// ------------------------------------------------------------------
function FromBoolean(value) {
    return guard.IsEqual(value, true) ? Ok(BigInt(1)) : Ok(BigInt(0));
}
// ------------------------------------------------------------------
// String
// ------------------------------------------------------------------
const bigintPattern = /^-?(0|[1-9]\d*)n$/;
const decimalPattern = /^-?(0|[1-9]\d*)\.\d+$/;
const integerPattern = /^-?(0|[1-9]\d*)$/;
function IsStringBigIntLike(value) {
    return bigintPattern.test(value);
}
function IsStringDecimalLike(value) {
    return decimalPattern.test(value);
}
function IsStringIntegerLike(value) {
    return integerPattern.test(value);
}
function FromString(value) {
    const lowercase = value.toLowerCase();
    return (IsStringBigIntLike(value) ? Ok(BigInt(value.slice(0, value.length - 1))) :
        IsStringDecimalLike(value) ? Ok(BigInt(value.split('.')[0])) :
            IsStringIntegerLike(value) ? Ok(BigInt(value)) :
                guard.IsEqual(lowercase, 'false') ? Ok(BigInt(0)) :
                    guard.IsEqual(lowercase, 'true') ? Ok(BigInt(1)) :
                        Fail());
}
// ------------------------------------------------------------------
// Try
// ------------------------------------------------------------------
function TryBigInt(value) {
    return (guard.IsBigInt(value) ? Ok(value) :
        guard.IsBoolean(value) ? FromBoolean(value) :
            guard.IsNumber(value) ? Ok(BigInt(Math.trunc(value))) :
                guard.IsNull(value) ? Ok(BigInt(0)) :
                    guard.IsString(value) ? FromString(value) :
                        guard.IsUndefined(value) ? Ok(BigInt(0)) :
                            Fail());
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/value/convert/try/try_boolean.mjs
// deno-fmt-ignore-file


// ------------------------------------------------------------------
// BigInt
// ------------------------------------------------------------------
function FromBigInt(value) {
    return (guard.IsEqual(value, BigInt(0)) ? Ok(false) :
        guard.IsEqual(value, BigInt(1)) ? Ok(true) :
            Fail());
}
// ------------------------------------------------------------------
// Number
// ------------------------------------------------------------------
function FromNumber(value) {
    return (guard.IsEqual(value, 0) ? Ok(false) :
        guard.IsEqual(value, 1) ? Ok(true) :
            Fail());
}
// ------------------------------------------------------------------
// String
// ------------------------------------------------------------------
function try_boolean_FromString(value) {
    return (guard.IsEqual(value.toLowerCase(), 'false') ? Ok(false) :
        guard.IsEqual(value.toLowerCase(), 'true') ? Ok(true) :
            guard.IsEqual(value, '0') ? Ok(false) :
                guard.IsEqual(value, '1') ? Ok(true) :
                    Fail());
}
// ------------------------------------------------------------------
// Try
// ------------------------------------------------------------------
function TryBoolean(value) {
    return (guard.IsBigInt(value) ? FromBigInt(value) :
        guard.IsBoolean(value) ? Ok(value) :
            guard.IsNumber(value) ? FromNumber(value) :
                guard.IsNull(value) ? Ok(false) :
                    guard.IsString(value) ? try_boolean_FromString(value) :
                        guard.IsUndefined(value) ? Ok(false) :
                            Fail());
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/value/convert/try/try_null.mjs
// deno-fmt-ignore-file


// ------------------------------------------------------------------
// BigInt
// ------------------------------------------------------------------
function try_null_FromBigInt(value) {
    return guard.IsEqual(value, BigInt(0)) ? Ok(null) : Fail();
}
// ------------------------------------------------------------------
// Boolean
// ------------------------------------------------------------------
function try_null_FromBoolean(value) {
    return guard.IsEqual(value, false) ? Ok(null) : Fail();
}
// ------------------------------------------------------------------
// Number
// ------------------------------------------------------------------
function try_null_FromNumber(value) {
    return guard.IsEqual(value, 0) ? Ok(null) : Fail();
}
// ------------------------------------------------------------------
// String
// ------------------------------------------------------------------
function try_null_FromString(value) {
    const lowercase = value.toLowerCase();
    const predicate = guard.IsEqual(lowercase, 'undefined')
        || guard.IsEqual(lowercase, 'null')
        || guard.IsEqual(value, '')
        || guard.IsEqual(value, '0');
    return predicate ? Ok(null) : Fail();
}
// ------------------------------------------------------------------
// Try
// ------------------------------------------------------------------
function TryNull(value) {
    return (guard.IsBigInt(value) ? try_null_FromBigInt(value) :
        guard.IsBoolean(value) ? try_null_FromBoolean(value) :
            guard.IsNumber(value) ? try_null_FromNumber(value) :
                guard.IsNull(value) ? Ok(null) :
                    guard.IsString(value) ? try_null_FromString(value) :
                        guard.IsUndefined(value) ? Ok(null) :
                            Fail());
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/value/convert/try/try_number.mjs
// deno-fmt-ignore-file



// ------------------------------------------------------------------
// BigInt
// ------------------------------------------------------------------
const maxBigInt = BigInt(Number.MAX_SAFE_INTEGER);
const minBigInt = BigInt(Number.MIN_SAFE_INTEGER);
function try_number_FromBigInt(value) {
    return (value <= maxBigInt && value >= minBigInt) ? Ok(Number(value)) : Fail();
}
function try_number_FromBoolean(value) {
    return Ok(value ? 1 : 0);
}
// ------------------------------------------------------------------
// String
// ------------------------------------------------------------------
function try_number_FromString(value) {
    const coerced = +value;
    if (guard.IsNumber(coerced))
        return Ok(coerced);
    const lowercase = value.toLowerCase();
    if (guard.IsEqual(lowercase, 'false'))
        return Ok(0);
    if (guard.IsEqual(lowercase, 'true'))
        return Ok(1);
    const result = TryBigInt(value);
    if (IsOk(result))
        return (result.value <= maxBigInt && result.value >= minBigInt) ? Ok(Number(result.value)) : Fail();
    return Fail();
}
// ------------------------------------------------------------------
// Try
// ------------------------------------------------------------------
function TryNumber(value) {
    return (guard.IsBigInt(value) ? try_number_FromBigInt(value) :
        guard.IsBoolean(value) ? try_number_FromBoolean(value) :
            guard.IsNumber(value) ? Ok(value) :
                guard.IsNull(value) ? Ok(0) :
                    guard.IsString(value) ? try_number_FromString(value) :
                        guard.IsUndefined(value) ? Ok(0) :
                            Fail());
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/value/convert/try/try_string.mjs
// deno-fmt-ignore-file


function TryString(value) {
    return (guard.IsBigInt(value) ? Ok(value.toString()) :
        guard.IsBoolean(value) ? Ok(value.toString()) :
            guard.IsNumber(value) ? Ok(value.toString()) :
                guard.IsNull(value) ? Ok('null') :
                    guard.IsString(value) ? Ok(value) :
                        guard.IsUndefined(value) ? Ok('') :
                            Fail());
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/value/convert/try/try_undefined.mjs
// deno-fmt-ignore-file


// ------------------------------------------------------------------
// BigInt
// ------------------------------------------------------------------
function try_undefined_FromBigInt(value) {
    return guard.IsEqual(value, BigInt(0)) ? Ok(undefined) : Fail();
}
// ------------------------------------------------------------------
// Boolean
// ------------------------------------------------------------------
function try_undefined_FromBoolean(value) {
    return guard.IsEqual(value, false) ? Ok(undefined) : Fail();
}
// ------------------------------------------------------------------
// Number
// ------------------------------------------------------------------
function try_undefined_FromNumber(value) {
    return guard.IsEqual(value, 0) ? Ok(undefined) : Fail();
}
// ------------------------------------------------------------------
// String
// ------------------------------------------------------------------
function try_undefined_FromString(value) {
    const lowercase = value.toLowerCase();
    const predicate = guard.IsEqual(lowercase, 'undefined')
        || guard.IsEqual(lowercase, 'null')
        || guard.IsEqual(value, '')
        || guard.IsEqual(value, '0');
    return predicate ? Ok(undefined) : Fail();
}
// ------------------------------------------------------------------
// Try
// ------------------------------------------------------------------
function TryUndefined(value) {
    return (guard.IsBigInt(value) ? try_undefined_FromBigInt(value) :
        guard.IsBoolean(value) ? try_undefined_FromBoolean(value) :
            guard.IsNumber(value) ? try_undefined_FromNumber(value) :
                guard.IsNull(value) ? Ok(undefined) :
                    guard.IsString(value) ? try_undefined_FromString(value) :
                        guard.IsUndefined(value) ? Ok(value) :
                            Fail());
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/value/convert/try/try.mjs









;// CONCATENATED MODULE: ./node_modules/typebox/build/value/convert/try/index.mjs


;// CONCATENATED MODULE: ./node_modules/typebox/build/value/convert/from_array.mjs
// deno-fmt-ignore-file


function convert_from_array_FromArray(context, type, value) {
    const result = TryArray(value);
    return result.value.map(value => convert_from_type_FromType(context, type.items, value));
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/value/convert/from_bigint.mjs
// deno-fmt-ignore-file

function from_bigint_FromBigInt(_context, _type, value) {
    const result = TryBigInt(value);
    return IsOk(result) ? result.value : value;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/value/convert/from_boolean.mjs
// deno-fmt-ignore-file

function from_boolean_FromBoolean(_context, _type, value) {
    const result = TryBoolean(value);
    return IsOk(result) ? result.value : value;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/value/convert/from_cyclic.mjs
// deno-fmt-ignore-file


function from_cyclic_FromCyclic(context, type, value) {
    return convert_from_type_FromType({ ...context, ...type.$defs }, (0,types/* Ref */.oS)(type.$ref), value);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/value/convert/from_enum.mjs
// deno-fmt-ignore-file


function from_enum_FromEnum(context, type, value) {
    return convert_from_type_FromType(context, (0,action/* Evaluate */.SZ)(type), value);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/value/convert/from_integer.mjs
// deno-fmt-ignore-file

function FromInteger(_context, _type, value) {
    const result = TryNumber(value);
    return IsOk(result) ? Math.trunc(result.value) : value;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/value/convert/from_intersect.mjs
// deno-fmt-ignore-file


function convert_from_intersect_FromIntersect(context, type, value) {
    const instantiated = (0,engine/* Instantiate */.l5)(context, type);
    const evaluated = (0,action/* Evaluate */.SZ)(instantiated);
    return convert_from_type_FromType(context, evaluated, value);
}

// EXTERNAL MODULE: ./node_modules/typebox/build/system/unreachable/unreachable.mjs
var unreachable = __webpack_require__(9701);
;// CONCATENATED MODULE: ./node_modules/typebox/build/value/convert/from_literal.mjs
// deno-fmt-ignore-file




// ------------------------------------------------------------------
// BigInt
// ------------------------------------------------------------------
function FromLiteralBigInt(_context, type, value) {
    const result = TryBigInt(value);
    return IsOk(result) && guard.IsEqual(type.const, result.value) ? result.value : value;
}
// ------------------------------------------------------------------
// Boolean
// ------------------------------------------------------------------
function FromLiteralBoolean(_context, type, value) {
    const result = TryBoolean(value);
    return IsOk(result) && guard.IsEqual(type.const, result.value) ? result.value : value;
}
// ------------------------------------------------------------------
// Number
// ------------------------------------------------------------------
function FromLiteralNumber(_context, type, value) {
    const result = TryNumber(value);
    return IsOk(result) && guard.IsEqual(type.const, result.value) ? result.value : value;
}
// ------------------------------------------------------------------
// String
// ------------------------------------------------------------------
function FromLiteralString(_context, type, value) {
    const result = TryString(value);
    return IsOk(result) && guard.IsEqual(type.const, result.value) ? result.value : value;
}
// deno-coverage-ignore-start - unreachable | guarded
function FromLiteral(context, type, value) {
    if (guard.IsEqual(type.const, value))
        return value;
    return ((0,types/* IsLiteralBigInt */.N$)(type) ? FromLiteralBigInt(context, type, value) :
        (0,types/* IsLiteralBoolean */.Wy)(type) ? FromLiteralBoolean(context, type, value) :
            (0,types/* IsLiteralNumber */.LV)(type) ? FromLiteralNumber(context, type, value) :
                (0,types/* IsLiteralString */.Zs)(type) ? FromLiteralString(context, type, value) :
                    (0,unreachable/* Unreachable */.L)());
}
// deno-coverage-ignore-stop

;// CONCATENATED MODULE: ./node_modules/typebox/build/value/convert/from_null.mjs
// deno-fmt-ignore-file

function FromNull(_context, _type, value) {
    const result = TryNull(value);
    return IsOk(result) ? result.value : value;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/value/convert/from_number.mjs
// deno-fmt-ignore-file

function from_number_FromNumber(_context, _type, value) {
    const result = TryNumber(value);
    return IsOk(result) ? result.value : value;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/value/convert/from_additional.mjs
// deno-fmt-ignore-file


/**
 * Used by Object and Record Types. The entries are derived from the known
 * properties obtained from 'properties' and 'patternProperties' respectively.
 */
function from_additional_FromAdditionalProperties(context, entries, additionalProperties, value) {
    const keys = guard.Keys(value);
    for (const [regexp, _] of entries) {
        for (const key of keys) {
            if (!regexp.test(key)) {
                value[key] = convert_from_type_FromType(context, additionalProperties, value[key]);
            }
        }
    }
    return value;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/value/shared/optional_undefined.mjs
// deno-fmt-ignore-file


// ------------------------------------------------------------------
// IsOptionalUndefined
//
// Indicates whether a key should be excluded from processing when it is 
// defined as optional in the schema and its corresponding value is undefined. 
// This case cannot be reliably distinguished from an omitted key, and therefore 
// introduces ambiguity between a key that is not provided and one that is 
// explicitly assigned an undefined value.
// ------------------------------------------------------------------
function IsOptionalUndefined(property, key, value) {
    return (0,types/* IsOptional */.X$)(property) && guard.IsUndefined(value[key]);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/value/convert/from_object.mjs
// deno-fmt-ignore-file




// ------------------------------------------------------------------
// FromProperties
// ------------------------------------------------------------------
function from_object_FromProperties(context, type, value) {
    const entries = guard.EntriesRegExp(type.properties);
    const keys = guard.Keys(value);
    for (const [regexp, property] of entries) {
        for (const key of keys) {
            // Ignore for non-present or optional-undefined
            if (!regexp.test(key) || IsOptionalUndefined(property, key, value))
                continue;
            value[key] = convert_from_type_FromType(context, property, value[key]);
        }
    }
    return (guard.HasPropertyKey(type, 'additionalProperties') && guard.IsObject(type.additionalProperties)
        ? from_additional_FromAdditionalProperties(context, entries, type.additionalProperties, value)
        : value);
}
function convert_from_object_FromObject(context, type, value) {
    return guard.IsObjectNotArray(value)
        ? from_object_FromProperties(context, type, value)
        : value;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/value/convert/from_record.mjs
// deno-fmt-ignore-file



function from_record_FromPatternProperties(context, type, value) {
    const entries = guard.EntriesRegExp(type.patternProperties);
    const keys = guard.Keys(value);
    for (const [regexp, schema] of entries) {
        for (const key of keys) {
            if (regexp.test(key)) {
                value[key] = convert_from_type_FromType(context, schema, value[key]);
            }
        }
    }
    return (guard.HasPropertyKey(type, 'additionalProperties') && guard.IsObject(type.additionalProperties)
        ? from_additional_FromAdditionalProperties(context, entries, type.additionalProperties, value)
        : value);
}
function convert_from_record_FromRecord(context, type, value) {
    return guard.IsObjectNotArray(value)
        ? from_record_FromPatternProperties(context, type, value)
        : value;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/value/convert/from_ref.mjs
// deno-fmt-ignore-file


function convert_from_ref_FromRef(context, type, value) {
    return (guard.HasPropertyKey(context, type.$ref)
        ? convert_from_type_FromType(context, context[type.$ref], value)
        : value);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/value/convert/from_string.mjs
// deno-fmt-ignore-file

function from_string_FromString(_context, _type, value) {
    const result = TryString(value);
    return IsOk(result) ? result.value : value;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/value/convert/from_template_literal.mjs
// deno-fmt-ignore-file


function from_template_literal_FromTemplateLiteral(context, type, value) {
    return convert_from_type_FromType(context, (0,action/* Evaluate */.SZ)(type), value);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/value/convert/from_tuple.mjs
// deno-fmt-ignore-file


function convert_from_tuple_FromTuple(context, type, value) {
    if (!guard.IsArray(value))
        return value;
    for (let index = 0; index < Math.min(type.items.length, value.length); index++) {
        value[index] = convert_from_type_FromType(context, type.items[index], value[index]);
    }
    return value;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/value/convert/from_undefined.mjs
// deno-fmt-ignore-file

function FromUndefined(_context, _type, value) {
    const result = TryUndefined(value);
    return IsOk(result) ? result.value : value;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/value/convert/from_union.mjs
// deno-fmt-ignore-file




function convert_from_union_FromUnion(context, type, value) {
    const matched = type.anyOf.some(type => check_check_Check(context, type, value));
    if (matched)
        return value;
    const candidates = type.anyOf.map(type => convert_from_type_FromType(context, type, clone_Clone(value)));
    const selected = candidates.find(value => check_check_Check(context, type, value));
    return guard.IsUndefined(selected) ? value : selected;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/value/convert/from_void.mjs
// deno-fmt-ignore-file

function FromVoid(_context, _type, value) {
    const result = TryUndefined(value);
    return IsOk(result) ? (void 0) : value;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/value/convert/from_type.mjs
// deno-fmt-ignore-file




















function convert_from_type_FromType(context, type, value) {
    return (types/* IsArray */.QS(type) ? convert_from_array_FromArray(context, type, value) :
        types/* IsBigInt */.cQ(type) ? from_bigint_FromBigInt(context, type, value) :
            types/* IsBoolean */.Zx(type) ? from_boolean_FromBoolean(context, type, value) :
                types/* IsCyclic */.c_(type) ? from_cyclic_FromCyclic(context, type, value) :
                    types/* IsEnum */.Kk(type) ? from_enum_FromEnum(context, type, value) :
                        types/* IsInteger */.$p(type) ? FromInteger(context, type, value) :
                            types/* IsIntersect */.Yq(type) ? convert_from_intersect_FromIntersect(context, type, value) :
                                types/* IsLiteral */.gP(type) ? FromLiteral(context, type, value) :
                                    types/* IsNull */.Ef(type) ? FromNull(context, type, value) :
                                        types/* IsNumber */.Mx(type) ? from_number_FromNumber(context, type, value) :
                                            types/* IsObject */.av(type) ? convert_from_object_FromObject(context, type, value) :
                                                types/* IsRecord */.cZ(type) ? convert_from_record_FromRecord(context, type, value) :
                                                    types/* IsRef */["in"](type) ? convert_from_ref_FromRef(context, type, value) :
                                                        types/* IsString */.IP(type) ? from_string_FromString(context, type, value) :
                                                            types/* IsTemplateLiteral */.gm(type) ? from_template_literal_FromTemplateLiteral(context, type, value) :
                                                                types/* IsTuple */.PN(type) ? convert_from_tuple_FromTuple(context, type, value) :
                                                                    types/* IsUndefined */.R1(type) ? FromUndefined(context, type, value) :
                                                                        types/* IsUnion */.my(type) ? convert_from_union_FromUnion(context, type, value) :
                                                                            types/* IsVoid */.jw(type) ? FromVoid(context, type, value) :
                                                                                value);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/value/convert/convert.mjs
// deno-fmt-ignore-file


/**
 * Converts a value to the given type, coercing interior values if a reasonable conversion is possible. This
 * function returns unknown so callers should Check the return value before use. This function mutates the
 * provided value. If mutation is not wanted, you should Clone the value before passing to this function.
 */
function convert_Convert(...args) {
    const [context, type, value] = arguments_arguments.Match(args, {
        3: (context, type, value) => [context, type, value],
        2: (type, value) => [{}, type, value],
    });
    return convert_from_type_FromType(context, type, value);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/value/convert/index.mjs


;// CONCATENATED MODULE: ./node_modules/typebox/build/value/default/from_array.mjs
// deno-fmt-ignore-file
// deno-lint-ignore-file


function default_from_array_FromArray(context, type, value) {
    if (!guard.IsArray(value))
        return value;
    for (let i = 0; i < value.length; i++) {
        value[i] = default_from_type_FromType(context, type.items, value[i]);
    }
    return value;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/value/default/from_cyclic.mjs
// deno-fmt-ignore-file
// deno-lint-ignore-file


function default_from_cyclic_FromCyclic(context, type, value) {
    return default_from_type_FromType({ ...context, ...type.$defs }, (0,types/* Ref */.oS)(type.$ref), value);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/value/default/from_default.mjs
// deno-fmt-ignore-file
// deno-lint-ignore-file


// ------------------------------------------------------------------
// FromDefault
// ------------------------------------------------------------------
function FromDefault(type, value) {
    // we only use defaults when values are undefined, exit early
    if (!guard.IsUndefined(value))
        return value;
    return guard.IsFunction(type.default) ? type.default() : clone_Clone(type.default);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/value/default/from_intersect.mjs
// deno-fmt-ignore-file
// deno-lint-ignore-file


function default_from_intersect_FromIntersect(context, type, value) {
    const instantiated = (0,engine/* Instantiate */.l5)(context, type);
    const evaluated = (0,action/* Evaluate */.SZ)(instantiated);
    return default_from_type_FromType(context, evaluated, value);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/value/default/from_object.mjs
// deno-fmt-ignore-file
// deno-lint-ignore-file




function default_from_object_FromObject(context, type, value) {
    if (!guard.IsObject(value))
        return value;
    const knownPropertyKeys = guard.Keys(type.properties);
    // Properties
    for (const key of knownPropertyKeys) {
        // Resolve Value for Property
        const propertyValue = default_from_type_FromType(context, type.properties[key], value[key]);
        // Ambiguious Undefined: If the value is undefined, the type is optional there's no default. ignore.
        const isUnassignableUndefined = guard.IsUndefined(propertyValue) && ((0,types/* IsOptional */.X$)(type.properties[key]) || !guard.HasPropertyKey(type.properties[key], 'default'));
        if (isUnassignableUndefined)
            continue;
        // Assign
        value[key] = propertyValue;
    }
    // return if not additional properties
    if (!additionalProperties_IsAdditionalProperties(type) || guard.IsBoolean(type.additionalProperties))
        return value;
    // AdditionalProperties
    for (const key of guard.Keys(value)) {
        if (knownPropertyKeys.includes(key))
            continue;
        value[key] = default_from_type_FromType(context, type.additionalProperties, value[key]);
    }
    return value;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/value/default/from_record.mjs
// deno-fmt-ignore-file
// deno-lint-ignore-file




function default_from_record_FromRecord(context, type, value) {
    if (!guard.IsObject(value))
        return value;
    // PatternProperties
    const [recordKey, recordValue] = [new RegExp((0,types/* RecordPattern */.EY)(type)), (0,types/* RecordValue */.Bo)(type)];
    for (const key of guard.Keys(value)) {
        if (!(recordKey.test(key) && default_IsDefault(recordValue)))
            continue;
        value[key] = default_from_type_FromType(context, recordValue, value[key]);
    }
    // AdditionalProperties
    if (!additionalProperties_IsAdditionalProperties(type))
        return value;
    for (const key of guard.Keys(value)) {
        if (recordKey.test(key))
            continue;
        value[key] = default_from_type_FromType(context, type.additionalProperties, value[key]);
    }
    return value;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/value/default/from_ref.mjs
// deno-fmt-ignore-file
// deno-lint-ignore-file


function default_from_ref_FromRef(context, type, value) {
    return guard.HasPropertyKey(context, type.$ref)
        ? default_from_type_FromType(context, context[type.$ref], value)
        : value;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/value/default/from_tuple.mjs
// deno-fmt-ignore-file
// deno-lint-ignore-file


function default_from_tuple_FromTuple(context, schema, value) {
    if (!guard.IsArray(value))
        return value;
    const [items, max] = [schema.items, Math.max(schema.items.length, value.length)];
    for (let i = 0; i < max; i++) {
        if (i < items.length)
            value[i] = default_from_type_FromType(context, items[i], value[i]);
    }
    return value;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/value/default/from_union.mjs
// deno-fmt-ignore-file
// deno-lint-ignore-file



function default_from_union_FromUnion(context, schema, value) {
    for (const inner of schema.anyOf) {
        const result = default_from_type_FromType(context, inner, clone_Clone(value));
        if (check_check_Check(context, inner, result)) {
            return result;
        }
    }
    return value;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/value/default/from_type.mjs
// deno-fmt-ignore-file
// deno-lint-ignore-file











function default_from_type_FromType(context, type, value) {
    const defaulted = default_IsDefault(type) ? FromDefault(type, value) : value;
    return (types/* IsArray */.QS(type) ? default_from_array_FromArray(context, type, defaulted) :
        types/* IsCyclic */.c_(type) ? default_from_cyclic_FromCyclic(context, type, defaulted) :
            types/* IsIntersect */.Yq(type) ? default_from_intersect_FromIntersect(context, type, defaulted) :
                types/* IsObject */.av(type) ? default_from_object_FromObject(context, type, defaulted) :
                    types/* IsRecord */.cZ(type) ? default_from_record_FromRecord(context, type, defaulted) :
                        types/* IsRef */["in"](type) ? default_from_ref_FromRef(context, type, defaulted) :
                            types/* IsTuple */.PN(type) ? default_from_tuple_FromTuple(context, type, defaulted) :
                                types/* IsUnion */.my(type) ? default_from_union_FromUnion(context, type, defaulted) :
                                    defaulted);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/value/default/default.mjs
// deno-fmt-ignore-file


/**
 * Patches missing properties on the value using default annotations specified on the provided type. This
 * function returns unknown so callers should Check the return value before use. This function mutates the
 * provided value. If mutation is not wanted, you should Clone the value before passing to this function.
 */
function Default(...args) {
    const [context, type, value] = arguments_arguments.Match(args, {
        3: (context, type, value) => [context, type, value],
        2: (type, value) => [{}, type, value],
    });
    return default_from_type_FromType(context, type, value);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/value/default/index.mjs


;// CONCATENATED MODULE: ./node_modules/typebox/build/value/pipeline/pipeline.mjs
// deno-fmt-ignore-file

// ------------------------------------------------------------------
// Pipeline
// ------------------------------------------------------------------
/** Creates a value processing pipeline. */
function Pipeline(pipeline) {
    return (...args) => {
        const [context, type, value] = arguments_arguments.Match(args, {
            3: (context, type, value) => [context, type, value],
            2: (type, value) => [{}, type, value],
        });
        return pipeline.reduce((result, func) => func(context, type, result), value);
    };
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/value/codec/callback.mjs
// deno-fmt-ignore-file


// ------------------------------------------------------------------
// Decode
// ------------------------------------------------------------------
function callback_Decode(_context, type, value) {
    return type['~codec'].decode(value);
}
// ------------------------------------------------------------------
// Encode
// ------------------------------------------------------------------
function callback_Encode(_context, type, value) {
    return type['~codec'].encode(value);
}
// ------------------------------------------------------------------
// Callback
// ------------------------------------------------------------------
function Callback(direction, context, type, value) {
    if (!(0,types/* IsCodec */.Lp)(type))
        return value;
    return guard.IsEqual(direction, 'Decode')
        ? callback_Decode(context, type, value)
        : callback_Encode(context, type, value);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/value/codec/from_array.mjs
// deno-fmt-ignore-file



// ------------------------------------------------------------------
// Decode
// ------------------------------------------------------------------
function from_array_Decode(direction, context, type, value) {
    if (!guard.IsArray(value))
        return value;
    for (let i = 0; i < value.length; i++) {
        value[i] = codec_from_type_FromType(direction, context, type.items, value[i]);
    }
    return Callback(direction, context, type, value);
}
// ------------------------------------------------------------------
// Encode
// ------------------------------------------------------------------
function from_array_Encode(direction, context, type, value) {
    const exterior = Callback(direction, context, type, value);
    if (!guard.IsArray(exterior))
        return exterior;
    for (let i = 0; i < exterior.length; i++) {
        exterior[i] = codec_from_type_FromType(direction, context, type.items, exterior[i]);
    }
    return exterior;
}
// ------------------------------------------------------------------
// FromArray
// ------------------------------------------------------------------
function codec_from_array_FromArray(direction, context, type, value) {
    return guard.IsEqual(direction, 'Decode')
        ? from_array_Decode(direction, context, type, value)
        : from_array_Encode(direction, context, type, value);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/value/codec/from_cyclic.mjs
// deno-fmt-ignore-file



function codec_from_cyclic_FromCyclic(direction, context, type, value) {
    value = codec_from_type_FromType(direction, { ...context, ...type.$defs }, (0,types/* Ref */.oS)(type.$ref), value);
    return Callback(direction, context, type, value);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/value/codec/from_intersect.mjs
// deno-fmt-ignore-file





// ------------------------------------------------------------------
// MergeInteriors
//
// Merges all interior operand results into a single object. Each
// subsequent operand's properties override those of prior operands.
//
// ------------------------------------------------------------------
function MergeInteriors(interiors) {
    return interiors.reduce((results, interior) => ({ ...results, ...interior }), {});
}
// ------------------------------------------------------------------
// NonMatchingInterior
//
// Used when Intersect operands do not all produce Objects. Returns
// the first interior result that differs from the original value,
// indicating a Codec has transformed the data. If no operand
// produced a change, defaults to the first interior result.
//
// ------------------------------------------------------------------
function NonMatchingInterior(value, interiors) {
    for (const interior of interiors)
        if (!guard.IsDeepEqual(value, interior))
            return interior;
    return value; // value-unchanged
}
// ------------------------------------------------------------------
// Decode
// ------------------------------------------------------------------
function from_intersect_Decode(direction, context, type, value) {
    if (guard.IsEqual(type.allOf.length, 0))
        return Callback(direction, context, type, value);
    const interiors = type.allOf.map((schema) => codec_from_type_FromType(direction, context, schema, Clean(schema, clone_Clone(value))));
    const structural = interiors.every((result) => guard.IsObject(result));
    const exterior = structural ? MergeInteriors(interiors) : NonMatchingInterior(value, interiors);
    return Callback(direction, context, type, exterior);
}
// ------------------------------------------------------------------
// Encode
// ------------------------------------------------------------------
function from_intersect_Encode(direction, context, type, value) {
    if (guard.IsEqual(type.allOf.length, 0))
        return Callback(direction, context, type, value);
    const exterior = Callback(direction, context, type, value);
    const interiors = type.allOf.map((schema) => codec_from_type_FromType(direction, context, schema, Clean(schema, clone_Clone(exterior))));
    const structural = interiors.every((result) => guard.IsObject(result));
    if (structural)
        return MergeInteriors(interiors);
    return NonMatchingInterior(exterior, interiors);
}
function codec_from_intersect_FromIntersect(direction, context, type, value) {
    return guard.IsEqual(direction, 'Decode') ? from_intersect_Decode(direction, context, type, value) : from_intersect_Encode(direction, context, type, value);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/value/codec/from_object.mjs
// deno-fmt-ignore-file




// ------------------------------------------------------------------
// Decode
// ------------------------------------------------------------------
function from_object_Decode(direction, context, type, value) {
    if (!guard.IsObjectNotArray(value))
        return value;
    for (const key of guard.Keys(type.properties)) {
        // Ignore for non-present or optional-undefined
        if (!guard.HasPropertyKey(value, key) || IsOptionalUndefined(type.properties[key], key, value))
            continue;
        value[key] = codec_from_type_FromType(direction, context, type.properties[key], value[key]);
    }
    return Callback(direction, context, type, value);
}
// ------------------------------------------------------------------
// Encode
// ------------------------------------------------------------------
function from_object_Encode(direction, context, type, value) {
    const exterior = Callback(direction, context, type, value);
    if (!guard.IsObjectNotArray(exterior))
        return exterior;
    for (const key of guard.Keys(type.properties)) {
        // Ignore for non-present or optional-undefined
        if (!guard.HasPropertyKey(exterior, key) || IsOptionalUndefined(type.properties[key], key, exterior))
            continue;
        exterior[key] = codec_from_type_FromType(direction, context, type.properties[key], exterior[key]);
    }
    return exterior;
}
// ------------------------------------------------------------------
// FromObject
// ------------------------------------------------------------------
function codec_from_object_FromObject(direction, context, type, value) {
    return guard.IsEqual(direction, 'Decode')
        ? from_object_Decode(direction, context, type, value)
        : from_object_Encode(direction, context, type, value);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/value/codec/from_record.mjs
// deno-fmt-ignore-file




// ------------------------------------------------------------------
// Decode
// ------------------------------------------------------------------
function from_record_Decode(direction, context, type, value) {
    if (!guard.IsObjectNotArray(value))
        return value;
    const regexp = new RegExp((0,types/* RecordPattern */.EY)(type));
    for (const key of guard.Keys(value)) {
        if (!regexp.test(key))
            continue;
        value[key] = codec_from_type_FromType(direction, context, (0,types/* RecordValue */.Bo)(type), value[key]);
    }
    return Callback(direction, context, type, value);
}
// ------------------------------------------------------------------
// Encode
// ------------------------------------------------------------------
function from_record_Encode(direction, context, type, value) {
    const exterior = Callback(direction, context, type, value);
    if (!guard.IsObjectNotArray(exterior))
        return exterior;
    const regexp = new RegExp((0,types/* RecordPattern */.EY)(type));
    for (const key of guard.Keys(exterior)) {
        if (!regexp.test(key))
            continue;
        exterior[key] = codec_from_type_FromType(direction, context, (0,types/* RecordValue */.Bo)(type), exterior[key]);
    }
    return exterior;
}
function codec_from_record_FromRecord(direction, context, type, value) {
    return guard.IsEqual(direction, 'Decode')
        ? from_record_Decode(direction, context, type, value)
        : from_record_Encode(direction, context, type, value);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/value/codec/from_ref.mjs
// deno-fmt-ignore-file



// ------------------------------------------------------------------
// ResolveRef
// ------------------------------------------------------------------
function from_ref_ResolveRef(direction, context, type, value) {
    return guard.HasPropertyKey(context, type.$ref)
        ? codec_from_type_FromType(direction, context, context[type.$ref], value)
        : value;
}
// ------------------------------------------------------------------
// FromRef
//
// Decode and Encode apply the Callback and the referenced type's
// codec pipeline in opposite orders, since the two operations are
// inverses of each other.
//
// Decode: referenced type resolves first, Callback runs after.
//   wire value -> resolve $ref -> Callback -> decoded value
//
// Encode: Callback runs first, referenced type resolves after.
//   encoded value -> Callback -> resolve $ref -> wire value
//
// ------------------------------------------------------------------
function codec_from_ref_FromRef(direction, context, type, value) {
    return guard.IsEqual(direction, 'Decode')
        ? Callback(direction, context, type, from_ref_ResolveRef(direction, context, type, value))
        : from_ref_ResolveRef(direction, context, type, Callback(direction, context, type, value));
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/value/codec/from_tuple.mjs
// deno-fmt-ignore-file



// ------------------------------------------------------------------
// Decode
// ------------------------------------------------------------------
function from_tuple_Decode(direction, context, type, value) {
    if (!guard.IsArray(value))
        return value;
    for (let i = 0; i < Math.min(type.items.length, value.length); i++) {
        value[i] = codec_from_type_FromType(direction, context, type.items[i], value[i]);
    }
    return Callback(direction, context, type, value);
}
// ------------------------------------------------------------------
// Encode
// ------------------------------------------------------------------
function from_tuple_Encode(direction, context, type, value) {
    const exterior = Callback(direction, context, type, value);
    if (!guard.IsArray(exterior))
        return value;
    for (let i = 0; i < Math.min(type.items.length, exterior.length); i++) {
        exterior[i] = codec_from_type_FromType(direction, context, type.items[i], exterior[i]);
    }
    return exterior;
}
function codec_from_tuple_FromTuple(direction, context, type, value) {
    return guard.IsEqual(direction, 'Decode')
        ? from_tuple_Decode(direction, context, type, value)
        : from_tuple_Encode(direction, context, type, value);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/value/codec/from_union.mjs
// deno-fmt-ignore-file





// ------------------------------------------------------------------
// Decode
// ------------------------------------------------------------------
function from_union_Decode(direction, context, type, value) {
    for (const schema of type.anyOf) {
        if (!check_check_Check(context, schema, value))
            continue;
        const variant = codec_from_type_FromType(direction, context, schema, value);
        return Callback(direction, context, type, variant);
    }
    return value;
}
// ------------------------------------------------------------------
// Encode
// ------------------------------------------------------------------
function from_union_Encode(direction, context, type, value) {
    const exterior = Callback(direction, context, type, value);
    for (const schema of type.anyOf) {
        const variant = codec_from_type_FromType(direction, context, schema, clone_Clone(exterior));
        if (!check_check_Check(context, schema, variant))
            continue;
        return variant;
    }
    return exterior;
}
// ------------------------------------------------------------------
// FromUnion
// ------------------------------------------------------------------
function codec_from_union_FromUnion(direction, context, type, value) {
    return guard.IsEqual(direction, 'Decode')
        ? from_union_Decode(direction, context, type, value)
        : from_union_Encode(direction, context, type, value);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/value/codec/from_type.mjs
// deno-fmt-ignore-file










function codec_from_type_FromType(direction, context, type, value) {
    return (types/* IsArray */.QS(type) ? codec_from_array_FromArray(direction, context, type, value) :
        types/* IsCyclic */.c_(type) ? codec_from_cyclic_FromCyclic(direction, context, type, value) :
            types/* IsIntersect */.Yq(type) ? codec_from_intersect_FromIntersect(direction, context, type, value) :
                types/* IsObject */.av(type) ? codec_from_object_FromObject(direction, context, type, value) :
                    types/* IsRecord */.cZ(type) ? codec_from_record_FromRecord(direction, context, type, value) :
                        types/* IsRef */["in"](type) ? codec_from_ref_FromRef(direction, context, type, value) :
                            types/* IsTuple */.PN(type) ? codec_from_tuple_FromTuple(direction, context, type, value) :
                                types/* IsUnion */.my(type) ? codec_from_union_FromUnion(direction, context, type, value) :
                                    Callback(direction, context, type, value));
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/value/codec/decode.mjs
// deno-fmt-ignore-file











// ------------------------------------------------------------------
// Assert
// ------------------------------------------------------------------
class DecodeError extends AssertError {
    constructor(value, errors) {
        super('Decode', value, errors);
    }
}
function decode_Assert(context, type, value) {
    if (!check_check_Check(context, type, value))
        throw new DecodeError(value, errors_errors_Errors(context, type, value));
    return value;
}
// ------------------------------------------------------------------
// DecodeUnsafe
// ------------------------------------------------------------------
/** Executes Decode callbacks only */
function DecodeUnsafe(context, type, value) {
    const sorted = system/* Settings.Get */.wB.Get().unionPrioritySort ? UnionPrioritySort(type) : type;
    return codec_from_type_FromType('Decode', context, sorted, value);
}
// ------------------------------------------------------------------
// Decoder
// ------------------------------------------------------------------
const Decoder = Pipeline([
    (_context, _type, value) => clone_Clone(value),
    (context, type, value) => Default(context, type, value),
    (context, type, value) => convert_Convert(context, type, value),
    (context, type, value) => Clean(context, type, value),
    (context, type, value) => decode_Assert(context, type, value),
    (context, type, value) => DecodeUnsafe(context, type, value)
]);
/** Decodes a value with the given type. */
function decode_Decode(...args) {
    const [context, type, value] = system/* Arguments.Match */.d3.Match(args, {
        3: (context, type, value) => [context, type, value],
        2: (type, value) => [{}, type, value],
    });
    return Decoder(context, type, value);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/value/codec/encode.mjs
// deno-fmt-ignore-file











// ------------------------------------------------------------------
// Assert
// ------------------------------------------------------------------
class EncodeError extends AssertError {
    constructor(value, errors) {
        super('Encode', value, errors);
    }
}
function encode_Assert(context, type, value) {
    if (!check_check_Check(context, type, value))
        throw new EncodeError(value, errors_errors_Errors(context, type, value));
    return value;
}
// ------------------------------------------------------------------
// EncodeUnsafe
// ------------------------------------------------------------------
/** Executes Encode callbacks only */
function EncodeUnsafe(context, type, value) {
    const sorted = system/* Settings.Get */.wB.Get().unionPrioritySort ? UnionPrioritySort(type) : type;
    return codec_from_type_FromType('Encode', context, sorted, value);
}
// ------------------------------------------------------------------
// Encoder
// ------------------------------------------------------------------
const Encoder = Pipeline([
    (_context, _type, value) => clone_Clone(value),
    (context, type, value) => EncodeUnsafe(context, type, value),
    (context, type, value) => Default(context, type, value),
    (context, type, value) => convert_Convert(context, type, value),
    (context, type, value) => Clean(context, type, value),
    (context, type, value) => encode_Assert(context, type, value),
]);
/** Encodes a value with the given type. */
function encode_Encode(...args) {
    const [context, type, value] = system/* Arguments.Match */.d3.Match(args, {
        3: (context, type, value) => [context, type, value],
        2: (type, value) => [{}, type, value],
    });
    return Encoder(context, type, value);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/value/codec/has.mjs
// deno-fmt-ignore-file











// ------------------------------------------------------------------
// Array
// ------------------------------------------------------------------
function has_FromArray(context, type) {
    return (0,types/* IsCodec */.Lp)(type) || has_FromType(context, type.items);
}
// ------------------------------------------------------------------
// Cyclic
// ------------------------------------------------------------------
function has_FromCyclic(context, type) {
    return (0,types/* IsCodec */.Lp)(type) || has_FromRef({ ...context, ...type.$defs }, (0,types/* Ref */.oS)(type.$ref));
}
// ------------------------------------------------------------------
// Intersect
// ------------------------------------------------------------------
function has_FromIntersect(context, type) {
    return (0,types/* IsCodec */.Lp)(type) || type.allOf.some((type) => has_FromType(context, type));
}
// ------------------------------------------------------------------
// Object
// ------------------------------------------------------------------
function has_FromObject(context, type) {
    return (0,types/* IsCodec */.Lp)(type) || guard.Keys(type.properties).some(key => {
        return has_FromType(context, type.properties[key]);
    });
}
// ------------------------------------------------------------------
// Record
// ------------------------------------------------------------------
function has_FromRecord(context, type) {
    return (0,types/* IsCodec */.Lp)(type) || has_FromType(context, (0,types/* RecordValue */.Bo)(type));
}
// ------------------------------------------------------------------
// Ref
// ------------------------------------------------------------------
function has_FromRef(context, type) {
    if (visited.has(type.$ref))
        return false;
    visited.add(type.$ref);
    return (0,types/* IsCodec */.Lp)(type) || (guard.HasPropertyKey(context, type.$ref)
        && has_FromType(context, context[type.$ref]));
}
// ------------------------------------------------------------------
// Tuple
// ------------------------------------------------------------------
function has_FromTuple(context, type) {
    return (0,types/* IsCodec */.Lp)(type) || type.items.some(type => has_FromType(context, type));
}
// ------------------------------------------------------------------
// Union
// ------------------------------------------------------------------
function has_FromUnion(context, type) {
    return (0,types/* IsCodec */.Lp)(type) || type.anyOf.some(type => has_FromType(context, type));
}
// ------------------------------------------------------------------
// Type
// ------------------------------------------------------------------
function has_FromType(context, type) {
    return ((0,types/* IsArray */.QS)(type) ? has_FromArray(context, type) :
        (0,types/* IsCyclic */.c_)(type) ? has_FromCyclic(context, type) :
            (0,types/* IsIntersect */.Yq)(type) ? has_FromIntersect(context, type) :
                (0,types/* IsObject */.av)(type) ? has_FromObject(context, type) :
                    (0,types/* IsRecord */.cZ)(type) ? has_FromRecord(context, type) :
                        (0,types/* IsRef */["in"])(type) ? has_FromRef(context, type) :
                            (0,types/* IsTuple */.PN)(type) ? has_FromTuple(context, type) :
                                (0,types/* IsUnion */.my)(type) ? has_FromUnion(context, type) :
                                    (0,types/* IsCodec */.Lp)(type));
}
// ------------------------------------------------------------------
// Visited
// ------------------------------------------------------------------
const visited = new Set();
/** Returns true if this type contains a Codec */
function HasCodec(...args) {
    const [context, type] = arguments_arguments.Match(args, {
        2: (context, type) => [context, type],
        1: (type) => [{}, type]
    });
    visited.clear();
    return has_FromType(context, type);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/value/codec/index.mjs




;// CONCATENATED MODULE: ./node_modules/typebox/build/value/create/error.mjs
// deno-fmt-ignore-file
class CreateError extends Error {
    constructor(type, message) {
        super(message);
        this.type = type;
    }
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/value/create/from_default.mjs
// deno-fmt-ignore-file


function from_default_FromDefault(_context, schema) {
    return guard.IsFunction(schema.default)
        ? schema.default(schema)
        : guard.IsObject(schema.default)
            ? clone_Clone(schema.default)
            : schema.default;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/value/create/from_array.mjs
// deno-fmt-ignore-file



function create_from_array_FromArray(context, type) {
    if (uniqueItems_IsUniqueItems(type) && !default_IsDefault(type))
        throw new CreateError(type, 'Arrays with uniqueItems constraints must specify a default annotation');
    const length = minItems_IsMinItems(type) ? type.minItems : 0;
    return Array.from({ length }, () => create_from_type_FromType(context, type.items));
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/value/create/from_bigint.mjs
// deno-fmt-ignore-file

function create_from_bigint_FromBigInt(_context, type) {
    return (IsExclusiveMinimum(type) ? BigInt(type.exclusiveMinimum) + BigInt(1) :
        IsMinimum(type) ? BigInt(type.minimum) :
            BigInt(0));
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/value/create/from_boolean.mjs
// deno-fmt-ignore-file
function create_from_boolean_FromBoolean(_context, _type) {
    return false;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/value/create/from_constructor.mjs
// deno-fmt-ignore-file

function FromConstructor(context, type) {
    const instanceType = create_from_type_FromType(context, type.instanceType);
    return class {
        constructor() {
            Object.assign(this, instanceType);
        }
    };
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/value/create/from_cyclic.mjs
// deno-fmt-ignore-file


function create_from_cyclic_FromCyclic(context, type) {
    return create_from_type_FromType({ ...context, ...type.$defs }, (0,types/* Ref */.oS)(type.$ref));
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/value/create/from_enum.mjs
// deno-fmt-ignore-file


function create_from_enum_FromEnum(context, type) {
    return create_from_type_FromType(context, (0,action/* Evaluate */.SZ)(type));
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/value/create/from_function.mjs
// deno-fmt-ignore-file

function FromFunction(context, type) {
    const returnType = create_from_type_FromType(context, type.returnType);
    return () => returnType;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/value/create/from_integer.mjs
// deno-fmt-ignore-file


function from_integer_FromInteger(_context, type) {
    return ((IsExclusiveMinimum(type) && guard.IsNumber(type.exclusiveMinimum)) ? type.exclusiveMinimum + 1 :
        IsMinimum(type) ? type.minimum :
            0);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/value/create/from_intersect.mjs
// deno-fmt-ignore-file


function create_from_intersect_FromIntersect(context, type) {
    const instantiated = (0,engine/* Instantiate */.l5)(context, type);
    const evaluated = (0,action/* Evaluate */.SZ)(instantiated);
    return create_from_type_FromType(context, evaluated);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/value/create/from_literal.mjs
// deno-fmt-ignore-file
function from_literal_FromLiteral(_context, type) {
    return type.const;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/value/create/from_never.mjs
// deno-fmt-ignore-file

function FromNever(_context, type) {
    throw new CreateError(type, 'Cannot create TNever types');
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/value/create/from_null.mjs
// deno-fmt-ignore-file
function from_null_FromNull(_context, _type) {
    return null;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/value/create/from_number.mjs
// deno-fmt-ignore-file


function create_from_number_FromNumber(_context, type) {
    return (IsExclusiveMinimum(type) && guard.IsNumber(type.exclusiveMinimum) ? type.exclusiveMinimum + 1 :
        IsMinimum(type) ? type.minimum :
            0);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/value/create/from_object.mjs
// deno-fmt-ignore-file


function create_from_object_FromObject(context, type) {
    const required = guard.IsUndefined(type.required) ? [] : type.required;
    return required.reduce((result, key) => {
        return { ...result, [key]: create_from_type_FromType(context, type.properties[key]) };
    }, {});
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/value/create/from_record.mjs
// deno-fmt-ignore-file


function create_from_record_FromRecord(_context, type) {
    if (IsMinProperties(type) && !default_IsDefault(type))
        throw new CreateError(type, 'Record with the minProperties constraint must have a default annotation');
    return {};
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/value/create/from_ref.mjs
// deno-fmt-ignore-file



function create_from_ref_FromRef(context, type) {
    return guard.HasPropertyKey(context, type.$ref)
        ? create_from_type_FromType(context, context[type.$ref])
        : (() => { throw new CreateError(type, 'Unable to deref Ref'); })();
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/value/create/from_string.mjs
// deno-fmt-ignore-file

function create_from_string_FromString(_context, type) {
    const needsDefault = (IsPattern(type) || IsFormat(type)) && !default_IsDefault(type);
    if (needsDefault)
        throw Error('Strings with format or pattern constraints must specify default');
    const minLength = minLength_IsMinLength(type) ? type.minLength : 0;
    return ''.padEnd(minLength);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/value/create/from_symbol.mjs
// deno-fmt-ignore-file
function FromSymbol(_context, _type) {
    return Symbol();
}

// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/template_literal/index.mjs + 1 modules
var template_literal = __webpack_require__(2329);
;// CONCATENATED MODULE: ./node_modules/typebox/build/value/create/from_template_literal.mjs
// deno-fmt-ignore-file




function create_from_template_literal_FromTemplateLiteral(context, type) {
    const decoded = (0,template_literal/* TemplateLiteralDecode */.G_)(type.pattern);
    if ((0,types/* IsString */.IP)(decoded))
        throw new CreateError(type, 'Unable to create TemplateLiteral due to infinite type expansion');
    return create_from_type_FromType(context, decoded);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/value/create/from_tuple.mjs
// deno-fmt-ignore-file

function create_from_tuple_FromTuple(context, type) {
    return Array.from({ length: type.minItems }, (_, i) => create_from_type_FromType(context, type.items[i]));
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/value/create/from_undefined.mjs
// deno-fmt-ignore-file
function from_undefined_FromUndefined(_context, _type) {
    return undefined;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/value/create/from_union.mjs
// deno-fmt-ignore-file


function create_from_union_FromUnion(context, type) {
    if (guard.IsEqual(type.anyOf.length, 0)) {
        throw Error('Unable to create Union with no variants');
    }
    return create_from_type_FromType(context, type.anyOf[0]);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/value/create/from_void.mjs
// deno-fmt-ignore-file
function from_void_FromVoid(_context, _type) {
    return void 0;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/value/create/from_type.mjs
// deno-fmt-ignore-file


























function create_from_type_FromType(context, type) {
    return (
    // -----------------------------------------------------
    // Default
    // -----------------------------------------------------
    default_IsDefault(type) ? from_default_FromDefault(context, type) :
        // -----------------------------------------------------
        // Types
        // -----------------------------------------------------
        types/* IsArray */.QS(type) ? create_from_array_FromArray(context, type) :
            types/* IsBigInt */.cQ(type) ? create_from_bigint_FromBigInt(context, type) :
                types/* IsBoolean */.Zx(type) ? create_from_boolean_FromBoolean(context, type) :
                    types/* IsConstructor */.ZV(type) ? FromConstructor(context, type) :
                        types/* IsCyclic */.c_(type) ? create_from_cyclic_FromCyclic(context, type) :
                            types/* IsEnum */.Kk(type) ? create_from_enum_FromEnum(context, type) :
                                types/* IsFunction */.hg(type) ? FromFunction(context, type) :
                                    types/* IsInteger */.$p(type) ? from_integer_FromInteger(context, type) :
                                        types/* IsIntersect */.Yq(type) ? create_from_intersect_FromIntersect(context, type) :
                                            types/* IsLiteral */.gP(type) ? from_literal_FromLiteral(context, type) :
                                                types/* IsNever */.Df(type) ? FromNever(context, type) :
                                                    types/* IsNull */.Ef(type) ? from_null_FromNull(context, type) :
                                                        types/* IsNumber */.Mx(type) ? create_from_number_FromNumber(context, type) :
                                                            types/* IsObject */.av(type) ? create_from_object_FromObject(context, type) :
                                                                types/* IsRecord */.cZ(type) ? create_from_record_FromRecord(context, type) :
                                                                    types/* IsRef */["in"](type) ? create_from_ref_FromRef(context, type) :
                                                                        types/* IsString */.IP(type) ? create_from_string_FromString(context, type) :
                                                                            types/* IsSymbol */.nH(type) ? FromSymbol(context, type) :
                                                                                types/* IsTemplateLiteral */.gm(type) ? create_from_template_literal_FromTemplateLiteral(context, type) :
                                                                                    types/* IsTuple */.PN(type) ? create_from_tuple_FromTuple(context, type) :
                                                                                        types/* IsUndefined */.R1(type) ? from_undefined_FromUndefined(context, type) :
                                                                                            types/* IsUnion */.my(type) ? create_from_union_FromUnion(context, type) :
                                                                                                types/* IsVoid */.jw(type) ? from_void_FromVoid(context, type) :
                                                                                                    undefined);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/value/create/create.mjs
// deno-fmt-ignore-file


/** Creates a value from the provided type. This function will use `default` annotations if present. */
function create_Create(...args) {
    const [context, type] = arguments_arguments.Match(args, {
        2: (context, type) => [context, type],
        1: (type) => [{}, type],
    });
    return create_from_type_FromType(context, type);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/value/create/index.mjs



;// CONCATENATED MODULE: ./node_modules/typebox/build/value/hash/hash.mjs
// deno-fmt-ignore-file

/**
 * Computes a unique 64-bit hash of the specified value and returns the hex string representation. This
 * function internally uses a non-cryptographic FNV1A64 algorithm for hashing. Hashing is implemented
 * via structural traversal of the value.
 */
function hash_Hash(value) {
    return Hashing.Hash(value);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/value/hash/index.mjs


;// CONCATENATED MODULE: ./node_modules/typebox/build/value/parse/parse.mjs
// deno-fmt-ignore-file










// ------------------------------------------------------------------
// Assert
// ------------------------------------------------------------------
class parse_ParseError extends AssertError {
    constructor(value, errors) {
        super('Parse', value, errors);
    }
}
function parse_Assert(context, type, value) {
    internal_EnableParseErrors();
    const errors = errors_errors_Errors(context, type, value);
    internal_DisableParseErrors();
    if (!check_check_Check(context, type, value))
        throw new parse_ParseError(value, errors);
    return value;
}
// ------------------------------------------------------------------
// Parser
// ------------------------------------------------------------------
const Parser = Pipeline([
    (_context, _type, value) => clone_Clone(value),
    (context, type, value) => Default(context, type, value),
    (context, type, value) => convert_Convert(context, type, value),
    (context, type, value) => Clean(context, type, value),
    (context, type, value) => parse_Assert(context, type, value)
]);
/**  Parses a value with the given type. */
function parse_Parse(...args) {
    const [context, type, value] = Arguments.Match(args, {
        3: (context, type, value) => [context, type, value],
        2: (type, value) => [{}, type, value],
    });
    const checked = Check(context, type, value);
    if (checked)
        return value;
    if (Settings.Get().correctiveParse)
        return Parser(context, type, value);
    EnableParseErrors();
    const errors = Errors(context, type, value);
    DisableParseErrors();
    throw new parse_ParseError(value, errors);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/value/parse/index.mjs


;// CONCATENATED MODULE: ./node_modules/typebox/build/value/delta/edit.mjs
// deno-fmt-ignore-file

const Insert = types/* Object */.wS({
    type: types/* Literal */.uS('insert'),
    path: types/* String */.Qf(),
    value: types/* Unknown */.$r(),
});
const Update = Object({
    type: types/* Literal */.uS('update'),
    path: types/* String */.Qf(),
    value: types/* Unknown */.$r(),
});
const edit_Delete = types/* Object */.wS({
    type: types/* Literal */.uS('delete'),
    path: types/* String */.Qf(),
});
const Edit = types/* Union */.Pr([Insert, Update, edit_Delete]);

;// CONCATENATED MODULE: ./node_modules/typebox/build/value/delta/index.mjs




;// CONCATENATED MODULE: ./node_modules/typebox/build/value/repair/error.mjs
class error_RepairError extends Error {
    constructor(context, type, value, message) {
        super(message);
        this.context = context;
        this.type = type;
        this.value = value;
    }
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/value/repair/from_array.mjs
// deno-fmt-ignore-file







// ------------------------------------------------------------------
// MakeUnique
// ------------------------------------------------------------------
function MakeUnique(values) {
    const [hashes, result] = [new Set(), []];
    for (const value of values) {
        const hash = Hash(value);
        if (hashes.has(hash))
            continue;
        hashes.add(hash);
        result.push(value);
    }
    return result;
}
// ------------------------------------------------------------------
// FromArray
// ------------------------------------------------------------------
function repair_from_array_FromArray(context, type, value) {
    if (Check(context, type, value))
        return value;
    const created = Guard.IsArray(value) ? value : Create(context, type);
    const minimum = IsMinItems(type) && created.length < type.minItems ? [...created, ...Array.from({ length: type.minItems - created.length }, () => Create(context, type))] : created;
    const maximum = IsMaxItems(type) && minimum.length > type.maxItems ? minimum.slice(0, type.maxItems) : minimum;
    const repaired = maximum.map((value) => FromType(context, type.items, value));
    if (!IsUniqueItems(type) || (IsUniqueItems(type) && !Guard.IsEqual(type.uniqueItems, true)))
        return repaired;
    const unique = MakeUnique(repaired);
    if (!Check(context, type, unique))
        throw new RepairError(context, type, value, 'Failed to repair Array due to uniqueItems constraint');
    return unique;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/value/repair/from_enum.mjs
// deno-fmt-ignore-file


function repair_from_enum_FromEnum(context, type, value) {
    return FromType(context, Evaluate(type), value);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/value/repair/from_intersect.mjs
// deno-fmt-ignore-file


function repair_from_intersect_FromIntersect(context, type, value) {
    const instantiated = Instantiate(context, type);
    const evaluated = Evaluate(instantiated);
    return FromType(context, evaluated, value);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/value/repair/from_object.mjs
// deno-fmt-ignore-file





function repair_from_object_FromObject(context, type, value) {
    if (Check(context, type, value))
        return value;
    if (!Guard.IsObjectNotArray(value))
        return Create(context, type);
    // Dependencies
    const required = new Set(Guard.IsUndefined(type.required) ? [] : type.required);
    // Properties
    const result = {};
    for (const [key, schema] of Guard.Entries(type.properties)) {
        if (!required.has(key) && Guard.IsUndefined(value[key]))
            continue;
        result[key] = key in value
            ? FromType(context, schema, value[key])
            : Create(context, schema);
    }
    // AdditionalProperties
    const evaluatedKeys = Guard.Keys(type.properties);
    if (IsAdditionalProperties(type) && Guard.IsObject(type.additionalProperties)) {
        for (const key of Guard.Keys(value)) {
            if (evaluatedKeys.includes(key))
                continue;
            result[key] = FromType(context, type.additionalProperties, value[key]);
        }
    }
    return result;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/value/repair/from_record.mjs
// deno-fmt-ignore-file






function repair_from_record_FromRecord(context, type, value) {
    if (Check(context, type, value))
        return value;
    if (Guard.IsNull(value) || !Guard.IsObject(value) || Guard.IsArray(value))
        return Create(context, type);
    const recordKey = new RegExp(RecordPattern(type));
    const recordValue = RecordValue(type);
    const evaluatedKeys = new Set();
    // PatternProperties
    const result = {};
    for (const [key, value_] of Guard.Entries(value)) {
        if (!recordKey.test(key))
            continue;
        result[key] = FromType(context, recordValue, value_);
        evaluatedKeys.add(key);
    }
    // AdditionalProperties
    if (IsAdditionalProperties(type)) {
        for (const key of Guard.Keys(value)) {
            if (evaluatedKeys.has(key))
                continue;
            result[key] = FromType(context, type.additionalProperties, value[key]);
        }
    }
    return result;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/value/repair/from_ref.mjs
// deno-fmt-ignore-file



function repair_from_ref_FromRef(context, type, value) {
    return Guard.HasPropertyKey(context, type.$ref)
        ? FromType(context, context[type.$ref], value)
        : (() => { throw new RepairError(context, type, value, 'Unable to de-reference target type'); })();
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/value/repair/from_template_literal.mjs
// deno-fmt-ignore-file


function repair_from_template_literal_FromTemplateLiteral(context, type, value) {
    const decoded = TemplateLiteralDecode(type.pattern);
    return FromType(context, decoded, value);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/value/repair/from_tuple.mjs
// deno-fmt-ignore-file




function repair_from_tuple_FromTuple(context, schema, value) {
    if (Check(context, schema, value))
        return value;
    if (!Guard.IsArray(value))
        return Create(context, schema);
    return schema.items.map((schema, index) => FromType(context, schema, value[index]));
}

// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/evaluate/index.mjs
var evaluate = __webpack_require__(4798);
;// CONCATENATED MODULE: ./node_modules/typebox/build/value/shared/union_score_select.mjs
// deno-fmt-ignore-file



// ------------------------------------------------------------------
// Deref
// ------------------------------------------------------------------
function Deref(context, type, value) {
    return IsRef(type)
        ? Guard.HasPropertyKey(context, type.$ref)
            ? Deref(context, context[type.$ref], value)
            : (() => { throw new Error('Unable to Deref target'); })()
        : type;
}
// ------------------------------------------------------------------
// The following will score a schema against a value. For objects,
// the score is the tally of points awarded for each property of
// the value. Property points are (1.0 / propertyCount) to prevent
// large property counts biasing results. Properties that match
// literal values are maximally awarded as literals are typically
// used as union discriminator fields.
// ------------------------------------------------------------------
function ScoreVariant(context, type, value) {
    // scoring is only possible for object types.
    if (!(IsObject(type) && Guard.IsObject(value)))
        return 0;
    const keys = Guard.Keys(value);
    const entries = Guard.Entries(type.properties);
    return entries.reduce((result, [key, schema]) => {
        const literal = IsLiteral(schema) && Guard.IsEqual(schema.const, value[key]) ? 100 : 0;
        const checks = Check(context, schema, value[key]) ? 10 : 0;
        const exists = keys.includes(key) ? 1 : 0;
        return result + (literal + checks + exists);
    }, 0);
}
// ------------------------------------------------------------------
// UnionScoreSelect
// ------------------------------------------------------------------
/** Scores Union variants and returns the best match for the given value */
function union_score_select_UnionScoreSelect(context, type, value) {
    const schemas = type.anyOf.map((schema) => Deref(context, schema, value));
    let [select, best] = [schemas[0], 0];
    for (const schema of schemas) {
        const score = ScoreVariant(context, schema, value);
        if (score > best) {
            select = schema;
            best = score;
        }
    }
    return select;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/value/repair/from_union.mjs
// deno-fmt-ignore-file








// ------------------------------------------------------------------
// RepairUnion
// ------------------------------------------------------------------
function RepairUnion(context, type, value) {
    const union = Union(Flatten(type.anyOf));
    const schema = UnionScoreSelect(context, union, value);
    return FromType(context, schema, value);
}
function repair_from_union_FromUnion(context, type, value) {
    if (Check(context, type, value))
        return Clone(value);
    if (IsDefault(type))
        return Create(context, type);
    return RepairUnion(context, type, value);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/value/repair/from_unknown.mjs
// deno-fmt-ignore-file



function from_unknown_FromUnknown(context, type, value) {
    if (Check(context, type, value))
        return value;
    const converted = Convert(context, type, value);
    if (Check(context, type, converted))
        return converted;
    return Create(context, type);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/value/repair/from_type.mjs
// deno-fmt-ignore-file















// ------------------------------------------------------------------
// AssertRepairableValue
// ------------------------------------------------------------------
function AssertRepairableValue(context, type, value) {
    const unsupported = GlobalsGuard.IsDate(value)
        || GlobalsGuard.IsMap(value)
        || GlobalsGuard.IsSet(value)
        || GlobalsGuard.IsTypeArray(value)
        || Guard.IsConstructor(value)
        || Guard.IsFunction(value);
    if (unsupported) {
        throw new RepairError(context, type, value, 'Value is not repairable');
    }
}
// ------------------------------------------------------------------
// AssertRepairableType
// ------------------------------------------------------------------
function AssertRepairableType(context, type, value) {
    const unsupported = T.IsConstructor(type)
        || T.IsFunction(type)
        || T.IsNever(type);
    if (unsupported) {
        throw new RepairError(context, type, value, 'Type is not repairable');
    }
}
// ------------------------------------------------------------------
// CreateWhenUndefined
//
// If the value is 'undefined' AND the type is not TUndefined, then 
// we know the value must be created. We handle this case for undefined 
// only as it enables 'default' annotation to be initialized via Create 
// before we applying subsequent Repair logic.
// ------------------------------------------------------------------
function CreateWhenUndefined(context, type, value) {
    return (Guard.IsUndefined(value) && !T.IsUndefined(type)) ? Create(context, type) : value;
}
// ------------------------------------------------------------------
// FinalizeRepair
//
// When a type includes the ~refine modifier, a post-repair validation
// check must be performed to ensure the repaired value satisfies the
// refine constraint. This logic is implemented as part of FromType to
// ensure the post-refine validation check is handled outside of
// sub-schema constraint checking (i.e., at the top level).
//
// ------------------------------------------------------------------
function FinalizeRepair(context, type, repaired) {
    return T.IsRefine(type)
        ? Check(context, type, repaired)
            ? repaired
            : Create(context, type)
        : repaired;
}
// ------------------------------------------------------------------
// FromType
// ------------------------------------------------------------------
function repair_from_type_FromType(context, type, value) {
    AssertRepairableValue(context, type, value);
    AssertRepairableType(context, type, value);
    const candidate = CreateWhenUndefined(context, type, value);
    const repaired = (T.IsArray(type) ? FromArray(context, type, candidate) :
        T.IsEnum(type) ? FromEnum(context, type, candidate) :
            T.IsIntersect(type) ? FromIntersect(context, type, candidate) :
                T.IsObject(type) ? FromObject(context, type, candidate) :
                    T.IsRecord(type) ? FromRecord(context, type, candidate) :
                        T.IsRef(type) ? FromRef(context, type, candidate) :
                            T.IsTemplateLiteral(type) ? FromTemplateLiteral(context, type, candidate) :
                                T.IsTuple(type) ? FromTuple(context, type, candidate) :
                                    T.IsUnion(type) ? FromUnion(context, type, candidate) :
                                        FromUnknown(context, type, candidate));
    return FinalizeRepair(context, type, repaired);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/value/repair/repair.mjs
// deno-fmt-ignore-file



/**
 * Repairs a value to match the provided type. This function is intended for data migration
 * scenarios where existing values need to be migrating to an updated type. This function will
 * repair partially mismatched values by populating missing sub-properties and elements with
 * default structures derived from the type. If the value already conforms to the type, no
 * action is performed.
 */
function Repair(...args) {
    const [context, type, value] = Arguments.Match(args, {
        3: (context, type, value) => [context, type, value],
        2: (type, value) => [{}, type, value],
    });
    const repaired = FromType(context, type, value);
    Assert(context, type, repaired);
    return repaired;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/value/repair/index.mjs


;// CONCATENATED MODULE: ./node_modules/typebox/build/value/shared/index.mjs
// deno-fmt-ignore-file




;// CONCATENATED MODULE: ./node_modules/typebox/build/value/value.mjs
















;// CONCATENATED MODULE: ./node_modules/typebox/build/value/index.mjs
// ------------------------------------------------------------------
// Functions
// ------------------------------------------------------------------
















// ------------------------------------------------------------------
// Shared
// ------------------------------------------------------------------

// ------------------------------------------------------------------
// Default
// ------------------------------------------------------------------


/* harmony default export */ const value = ((/* unused pure expression or super */ null && (Value)));

;// CONCATENATED MODULE: ./node_modules/typebox/build/compile/validator.mjs
// deno-fmt-ignore-file




// ------------------------------------------------------------------
// Validator<...>
// ------------------------------------------------------------------
class validator_Validator {
    /** Constructs a Validator. */
    constructor(context, type) {
        this.hasCodec = HasCodec(context, type);
        this.buildResult = build_Build(context, type);
        this.evaluateResult = this.buildResult.Evaluate();
    }
    // ----------------------------------------------------------------
    // IsAccelerated
    // ----------------------------------------------------------------
    /** Returns true if this Validator is using JIT acceleration. */
    IsAccelerated() {
        return this.evaluateResult.IsAccelerated();
    }
    // ----------------------------------------------------------------
    // Context & Type
    // ----------------------------------------------------------------
    /** Returns the Context for this validator. */
    Context() {
        return this.buildResult.Context();
    }
    /** Returns the underlying Type used to construct this Validator. */
    Type() {
        return this.buildResult.Schema();
    }
    // ----------------------------------------------------------------
    // Code
    // ----------------------------------------------------------------
    /** Returns the generated code for this validator. */
    Code() {
        return this.evaluateResult.Code();
    }
    // ----------------------------------------------------------------
    // Standard Validator
    // ----------------------------------------------------------------
    /** Performs a type-guard check on the provided value. */
    Check(value) {
        return this.evaluateResult.Check(value);
    }
    /** Validates a value and returns it. Will throw if invalid. */
    Parse(value) {
        const checked = this.Check(value);
        if (checked)
            return value;
        if (settings/* Settings.Get */.w.Get().correctiveParse)
            return Parser(this.Context(), this.Type(), value);
        internal_EnableParseErrors();
        const errors = this.Errors(value);
        internal_DisableParseErrors();
        throw new parse_ParseError(value, errors);
    }
    /** Returns an array of validation errors for the given value. */
    Errors(value) {
        if (this.IsAccelerated() && this.Check(value))
            return [];
        return errors_errors_Errors(this.Context(), this.Type(), value);
    }
    // ----------------------------------------------------------------
    // Value.* Operations
    // ----------------------------------------------------------------
    /** Cleans a value using the Validator type. */
    Clean(value) {
        return Clean(this.Context(), this.Type(), value);
    }
    /** Converts a value using the Validator type. */
    Convert(value) {
        return convert_Convert(this.Context(), this.Type(), value);
    }
    /** Creates a value using the Validator type. */
    Create() {
        return create_Create(this.Context(), this.Type());
    }
    /** Creates defaults using the Validator type. */
    Default(value) {
        return Default(this.Context(), this.Type(), value);
    }
    /** Decodes a value */
    Decode(value) {
        const result = this.hasCodec ? decode_Decode(this.Context(), this.Type(), value) : this.Parse(value);
        return result;
    }
    /** Encodes a value */
    Encode(value) {
        const result = this.hasCodec ? encode_Encode(this.Context(), this.Type(), value) : this.Parse(value);
        return result;
    }
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/compile/compile.mjs
// deno-lint-ignore-file ban-types
// deno-fmt-ignore-file


/** Compiles a type into a high performance Validator */
function compile_compile_Compile(...args) {
    const [context, type] = arguments_arguments.Match(args, {
        2: (context, type) => [context, type],
        1: (type) => [{}, type]
    });
    return new validator_Validator(context, type);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/compile/index.mjs
// ------------------------------------------------------------------
// Barrel
// ------------------------------------------------------------------



// ------------------------------------------------------------------
// Default
// ------------------------------------------------------------------




/* harmony default export */ const compile = ((/* unused pure expression or super */ null && (Compile)));


/***/ }),

/***/ 2912:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   IP: () => (/* binding */ IsString),
/* harmony export */   Kj: () => (/* binding */ IsTypeArray),
/* harmony export */   Mx: () => (/* binding */ IsNumber),
/* harmony export */   N6: () => (/* binding */ IsMap),
/* harmony export */   Ts: () => (/* binding */ IsSet),
/* harmony export */   XF: () => (/* binding */ IsDate),
/* harmony export */   Zx: () => (/* binding */ IsBoolean),
/* harmony export */   __: () => (/* binding */ IsRegExp)
/* harmony export */ });
/* unused harmony exports IsInt8Array, IsUint8Array, IsUint8ClampedArray, IsInt16Array, IsUint16Array, IsInt32Array, IsUint32Array, IsFloat32Array, IsFloat64Array, IsBigInt64Array, IsBigUint64Array */
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


/***/ }),

/***/ 5007:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Ay$: () => (/* binding */ build)
});

// UNUSED EXPORTS: AddImmutable, AddImmutableDeferred, AddOptional, AddOptionalDeferred, AddReadonly, AddReadonlyDeferred, Any, Array, ArrayOptions, BigInt, BigIntPattern, Boolean, Broaden, Call, CallConstruct, Capitalize, CapitalizeAction, CapitalizeDeferred, CapitalizeInstantiate, Codec, CollapseToObject, Compare, CompareResultDisjoint, CompareResultEqual, CompareResultLeftInside, CompareResultRightInside, Composite, Conditional, ConditionalAction, ConditionalDeferred, ConditionalInstantiate, Constructor, ConstructorOptions, ConstructorParameters, ConstructorParametersAction, ConstructorParametersDeferred, ConstructorParametersInstantiate, ConvertToIntegerKey, Cyclic, CyclicCandidates, CyclicCheck, CyclicDependencies, CyclicExtends, CyclicOptions, CyclicTarget, Decode, DecodeBuilder, Deferred, Dependent, DependentOptions, Distribute, Encode, EncodeBuilder, Enum, Evaluate, EvaluateAction, EvaluateDeferred, EvaluateDependent, EvaluateEnum, EvaluateInstantiate, EvaluateIntersect, EvaluatePropertyIntersect, EvaluatePropertyUnion, EvaluateTemplateLiteral, EvaluateType, EvaluateUnion, EvaluateUnionFast, Exclude, ExcludeAction, ExcludeDeferred, ExcludeInstantiate, Extends, ExtendsResult, Extract, ExtractAction, ExtractDeferred, ExtractInstantiate, Flatten, Function, FunctionOptions, Generic, Identifier, Immutable, Index, IndexAction, IndexDeferred, IndexInstantiate, Infer, InstanceType, InstanceTypeAction, InstanceTypeDeferred, InstanceTypeInstantiate, Instantiate, InstantiateCyclic, Integer, IntegerKey, IntegerPattern, Interface, InterfaceAction, InterfaceDeferred, InterfaceInstantiate, Intersect, IntersectOptions, InvalidLiteralValue, IsAny, IsArray, IsBigInt, IsBoolean, IsCall, IsCodec, IsConstructor, IsCyclic, IsDeferred, IsDependent, IsEnum, IsEnumValue, IsFunction, IsGeneric, IsIdentifier, IsImmutable, IsInfer, IsInteger, IsInterfaceDeferred, IsIntersect, IsKind, IsLiteral, IsLiteralBigInt, IsLiteralBoolean, IsLiteralNumber, IsLiteralString, IsLiteralValue, IsNever, IsNull, IsNumber, IsObject, IsOptional, IsParameter, IsReadonly, IsRecord, IsRef, IsRefine, IsRefinement, IsRest, IsSchema, IsString, IsSymbol, IsTemplateLiteral, IsTemplateLiteralDeferred, IsTemplateLiteralFinite, IsTemplateLiteralPattern, IsThis, IsTuple, IsTypeScriptEnumLike, IsUndefined, IsUnion, IsUnknown, IsUnsafe, IsVoid, KeyOf, KeyOfAction, KeyOfDeferred, KeyOfInstantiate, KeysToIndexer, Literal, LiteralTypeName, Lowercase, LowercaseAction, LowercaseDeferred, LowercaseInstantiate, Mapped, MappedAction, MappedDeferred, MappedInstantiate, Module, ModuleDeferred, ModuleInstantiate, Narrow, Never, NeverPattern, NonNullable, NonNullableAction, NonNullableDeferred, NonNullableInstantiate, Null, Number, NumberKey, NumberPattern, Object, ObjectOptions, Omit, OmitAction, OmitDeferred, OmitInstantiate, Optional, Parameter, Parameters, ParametersAction, ParametersDeferred, ParametersInstantiate, ParsePatternIntoTypes, ParseTemplateIntoTypes, Partial, PartialAction, PartialDeferred, PartialInstantiate, Pick, PickAction, PickDeferred, PickInstantiate, Priority, PropertyKeys, PropertyValues, Readonly, ReadonlyObject, ReadonlyObjectAction, ReadonlyObjectDeferred, ReadonlyObjectInstantiate, ReadonlyType, Record, RecordAction, RecordDeferred, RecordFromPattern, RecordInstantiate, RecordKey, RecordOptions, RecordPattern, RecordPatternToType, RecordValue, Ref, RefInstantiate, Refine, RefineAdd, RemoveImmutable, RemoveImmutableDeferred, RemoveOptional, RemoveOptionalDeferred, RemoveReadonly, RemoveReadonlyDeferred, Required, RequiredAction, RequiredArray, RequiredDeferred, RequiredInstantiate, Rest, ReturnType, ReturnTypeAction, ReturnTypeDeferred, ReturnTypeInstantiate, Script, String, StringKey, StringPattern, Symbol, TemplateLiteral, TemplateLiteralCreate, TemplateLiteralDecode, TemplateLiteralDecodeUnsafe, TemplateLiteralDeferred, TemplateLiteralEncode, TemplateLiteralFromString, TemplateLiteralFromTypes, This, Tuple, TupleOptions, Type, TypeScriptEnumToEnumValues, Uncapitalize, UncapitalizeAction, UncapitalizeDeferred, UncapitalizeInstantiate, Undefined, Union, UnionOptions, Unknown, Unsafe, Uppercase, UppercaseAction, UppercaseDeferred, UppercaseInstantiate, Void, With, WithAction, WithDeferred, WithInstantiate, _Array_, _Function_, _Object_

// NAMESPACE OBJECT: ./node_modules/typebox/build/typebox.mjs
var typebox_namespaceObject = {};
__webpack_require__.r(typebox_namespaceObject);
__webpack_require__.d(typebox_namespaceObject, {
  Any: () => (any/* Any */.F),
  Array: () => (array/* Array */.O3),
  BigInt: () => (bigint/* BigInt */.Qw),
  Boolean: () => (types_boolean/* Boolean */.v),
  Call: () => (call/* Call */.Je),
  Capitalize: () => (capitalize/* Capitalize */.P),
  Codec: () => (_codec/* Codec */.Ne),
  Conditional: () => (conditional/* Conditional */.b),
  Constructor: () => (types_constructor/* Constructor */.DO),
  ConstructorParameters: () => (constructor_parameters/* ConstructorParameters */.R),
  Cyclic: () => (cyclic/* Cyclic */.MW),
  Decode: () => (_codec/* Decode */.Tq),
  DecodeBuilder: () => (_codec/* DecodeBuilder */.O$),
  Dependent: () => (dependent/* Dependent */.qi),
  Encode: () => (_codec/* Encode */.dB),
  EncodeBuilder: () => (_codec/* EncodeBuilder */.Mg),
  Enum: () => (types_enum/* Enum */.gp),
  Evaluate: () => (evaluate/* Evaluate */.S),
  Exclude: () => (exclude/* Exclude */.n),
  Extends: () => (type_extends/* Extends */.q),
  ExtendsResult: () => (type_extends/* ExtendsResult */.d),
  Extract: () => (extract/* Extract */.M),
  Function: () => (types_function/* Function */.zt),
  Generic: () => (generic/* Generic */.c),
  Identifier: () => (identifier/* Identifier */.g),
  Immutable: () => (_immutable/* Immutable */.J),
  Index: () => (action/* Index */.jK),
  Infer: () => (infer/* Infer */.N),
  InstanceType: () => (instance_type/* InstanceType */.y),
  Instantiate: () => (instantiate/* Instantiate */.l5),
  Integer: () => (integer/* Integer */.jz),
  Interface: () => (action_interface/* Interface */.KA),
  Intersect: () => (intersect/* Intersect */.oo),
  IsAny: () => (any/* IsAny */.h),
  IsArray: () => (array/* IsArray */.QS),
  IsBigInt: () => (bigint/* IsBigInt */.cQ),
  IsBoolean: () => (types_boolean/* IsBoolean */.Z),
  IsCall: () => (call/* IsCall */.rx),
  IsCodec: () => (_codec/* IsCodec */.Lp),
  IsConstructor: () => (types_constructor/* IsConstructor */.ZV),
  IsCyclic: () => (cyclic/* IsCyclic */.c_),
  IsDependent: () => (dependent/* IsDependent */.oZ),
  IsEnum: () => (types_enum/* IsEnum */.Kk),
  IsEnumValue: () => (types_enum/* IsEnumValue */.dW),
  IsFunction: () => (types_function/* IsFunction */.hg),
  IsGeneric: () => (generic/* IsGeneric */.E),
  IsIdentifier: () => (identifier/* IsIdentifier */.o),
  IsImmutable: () => (_immutable/* IsImmutable */.P),
  IsInfer: () => (infer/* IsInfer */.t),
  IsInteger: () => (integer/* IsInteger */.$p),
  IsIntersect: () => (intersect/* IsIntersect */.Yq),
  IsKind: () => (schema/* IsKind */.n),
  IsLiteral: () => (literal/* IsLiteral */.gP),
  IsNever: () => (never/* IsNever */.Df),
  IsNull: () => (types_null/* IsNull */.E),
  IsNumber: () => (number/* IsNumber */.Mx),
  IsObject: () => (object/* IsObject */.av),
  IsOptional: () => (_optional/* IsOptional */.X),
  IsParameter: () => (parameter/* IsParameter */.a),
  IsReadonly: () => (_readonly/* IsReadonly */.T),
  IsRecord: () => (record/* IsRecord */.cZ),
  IsRef: () => (ref/* IsRef */.i),
  IsRefine: () => (_refine/* IsRefine */.Ux),
  IsRest: () => (rest/* IsRest */.H),
  IsSchema: () => (schema/* IsSchema */.Y),
  IsString: () => (string/* IsString */.IP),
  IsSymbol: () => (symbol/* IsSymbol */.n),
  IsTemplateLiteral: () => (template_literal/* IsTemplateLiteral */.gm),
  IsThis: () => (types_this/* IsThis */.$),
  IsTuple: () => (tuple/* IsTuple */.PN),
  IsUndefined: () => (types_undefined/* IsUndefined */.R),
  IsUnion: () => (union/* IsUnion */.my),
  IsUnknown: () => (unknown/* IsUnknown */.f),
  IsUnsafe: () => (unsafe/* IsUnsafe */.h),
  IsVoid: () => (types_void/* IsVoid */.j),
  KeyOf: () => (keyof/* KeyOf */.t),
  Literal: () => (literal/* Literal */.uS),
  Lowercase: () => (lowercase/* Lowercase */.A),
  Mapped: () => (mapped/* Mapped */.u),
  Module: () => (action_module/* Module */.n),
  Never: () => (never/* Never */.ps),
  NonNullable: () => (non_nullable/* NonNullable */.p),
  Null: () => (types_null/* Null */.U),
  Number: () => (number/* Number */.wN),
  Object: () => (object/* Object */.wS),
  Omit: () => (omit/* Omit */.E),
  Optional: () => (_optional/* Optional */.o),
  Parameter: () => (parameter/* Parameter */.k),
  Parameters: () => (parameters/* Parameters */.H),
  Partial: () => (partial/* Partial */.e),
  Pick: () => (pick/* Pick */.m),
  Readonly: () => (_readonly/* Readonly */.Z),
  ReadonlyObject: () => (readonly_object/* ReadonlyObject */.Y3),
  ReadonlyType: () => (readonly_object/* ReadonlyType */.th),
  Record: () => (record/* Record */.mS),
  RecordKey: () => (record/* RecordKey */.VJ),
  RecordPattern: () => (record/* RecordPattern */.EY),
  RecordValue: () => (record/* RecordValue */.Bo),
  Ref: () => (ref/* Ref */.o),
  Refine: () => (_refine/* Refine */.QL),
  Required: () => (required/* Required */.m),
  Rest: () => (rest/* Rest */.N),
  ReturnType: () => (return_type/* ReturnType */.p),
  Script: () => (script/* Script */.e),
  String: () => (string/* String */.Qf),
  Symbol: () => (symbol/* Symbol */.N),
  TemplateLiteral: () => (template_literal/* TemplateLiteral */.k_),
  This: () => (types_this/* This */.R),
  Tuple: () => (tuple/* Tuple */.rd),
  Uncapitalize: () => (uncapitalize/* Uncapitalize */.w),
  Undefined: () => (types_undefined/* Undefined */.r),
  Union: () => (union/* Union */.gP),
  Unknown: () => (unknown/* Unknown */.$),
  Unsafe: () => (unsafe/* Unsafe */.T),
  Uppercase: () => (uppercase/* Uppercase */.r),
  Void: () => (types_void/* Void */.T),
  With: () => (action_with/* With */.R)
});

// EXTERNAL MODULE: ./node_modules/typebox/build/type/action/index.mjs + 2 modules
var action = __webpack_require__(6301);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/index.mjs + 25 modules
var engine = __webpack_require__(4318);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/extends/index.mjs + 31 modules
var type_extends = __webpack_require__(5257);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/script/index.mjs + 1 modules
var script = __webpack_require__(4441);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/index.mjs
var types = __webpack_require__(1309);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/instantiate.mjs + 2 modules
var instantiate = __webpack_require__(7749);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/action/capitalize.mjs
var capitalize = __webpack_require__(8068);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/action/conditional.mjs
var conditional = __webpack_require__(8650);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/action/constructor_parameters.mjs
var constructor_parameters = __webpack_require__(4869);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/action/evaluate.mjs
var evaluate = __webpack_require__(9731);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/action/exclude.mjs
var exclude = __webpack_require__(4276);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/action/extract.mjs
var extract = __webpack_require__(7329);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/action/instance_type.mjs
var instance_type = __webpack_require__(3430);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/action/interface.mjs
var action_interface = __webpack_require__(1971);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/action/keyof.mjs
var keyof = __webpack_require__(6300);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/action/lowercase.mjs
var lowercase = __webpack_require__(4737);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/action/mapped.mjs
var mapped = __webpack_require__(9547);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/action/module.mjs
var action_module = __webpack_require__(7474);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/action/non_nullable.mjs
var non_nullable = __webpack_require__(8673);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/action/omit.mjs
var omit = __webpack_require__(8698);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/action/parameters.mjs
var parameters = __webpack_require__(9238);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/action/partial.mjs
var partial = __webpack_require__(641);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/action/pick.mjs
var pick = __webpack_require__(6185);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/action/readonly_object.mjs
var readonly_object = __webpack_require__(2930);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/action/required.mjs
var required = __webpack_require__(8889);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/action/return_type.mjs
var return_type = __webpack_require__(6243);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/action/uncapitalize.mjs
var uncapitalize = __webpack_require__(7297);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/action/uppercase.mjs
var uppercase = __webpack_require__(4170);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/action/with.mjs
var action_with = __webpack_require__(866);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/_codec.mjs
var _codec = __webpack_require__(4156);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/_immutable.mjs
var _immutable = __webpack_require__(6214);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/_optional.mjs
var _optional = __webpack_require__(214);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/_readonly.mjs
var _readonly = __webpack_require__(3288);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/_refine.mjs
var _refine = __webpack_require__(8697);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/any.mjs
var any = __webpack_require__(4935);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/array.mjs
var array = __webpack_require__(7894);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/bigint.mjs
var bigint = __webpack_require__(7626);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/boolean.mjs
var types_boolean = __webpack_require__(7957);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/call.mjs
var call = __webpack_require__(4759);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/constructor.mjs
var types_constructor = __webpack_require__(8197);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/cyclic.mjs
var cyclic = __webpack_require__(330);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/enum.mjs + 1 modules
var types_enum = __webpack_require__(8903);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/function.mjs
var types_function = __webpack_require__(6951);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/generic.mjs
var generic = __webpack_require__(3778);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/identifier.mjs
var identifier = __webpack_require__(4262);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/dependent.mjs
var dependent = __webpack_require__(8712);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/infer.mjs
var infer = __webpack_require__(5889);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/integer.mjs
var integer = __webpack_require__(4247);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/intersect.mjs
var intersect = __webpack_require__(9270);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/literal.mjs
var literal = __webpack_require__(0);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/never.mjs
var never = __webpack_require__(9139);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/null.mjs
var types_null = __webpack_require__(6316);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/number.mjs
var number = __webpack_require__(4400);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/object.mjs
var object = __webpack_require__(982);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/parameter.mjs
var parameter = __webpack_require__(7224);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/record.mjs
var record = __webpack_require__(8848);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/ref.mjs
var ref = __webpack_require__(3042);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/rest.mjs
var rest = __webpack_require__(7137);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/schema.mjs
var schema = __webpack_require__(8122);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/string.mjs
var string = __webpack_require__(7964);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/symbol.mjs
var symbol = __webpack_require__(7111);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/template_literal.mjs
var template_literal = __webpack_require__(4125);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/this.mjs
var types_this = __webpack_require__(1263);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/tuple.mjs
var tuple = __webpack_require__(2023);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/undefined.mjs
var types_undefined = __webpack_require__(1421);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/union.mjs
var union = __webpack_require__(1520);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/unknown.mjs
var unknown = __webpack_require__(7191);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/unsafe.mjs
var unsafe = __webpack_require__(5557);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/void.mjs
var types_void = __webpack_require__(5129);
;// CONCATENATED MODULE: ./node_modules/typebox/build/typebox.mjs
// ------------------------------------------------------------------
// Engine
// ------------------------------------------------------------------

// ------------------------------------------------------------------
// Extends
// ------------------------------------------------------------------

// ------------------------------------------------------------------
// Script
// ------------------------------------------------------------------

// ------------------------------------------------------------------
// Actions
// ------------------------------------------------------------------
























// ------------------------------------------------------------------
// Extension
// ------------------------------------------------------------------





// ------------------------------------------------------------------
// Standard
// ------------------------------------------------------------------




































;// CONCATENATED MODULE: ./node_modules/typebox/build/index.mjs
// ------------------------------------------------------------------
// Standard
// ------------------------------------------------------------------





// ------------------------------------------------------------------
// TypeBox
// ------------------------------------------------------------------


/* harmony default export */ const build = (typebox_namespaceObject);


/***/ }),

/***/ 7565:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Match: () => (/* binding */ Match)
/* harmony export */ });
/**
 * Match arguments for overloaded functions that use the `...args: unknown[]` pattern. Arguments
 * are parsed using argument length only.
 */
function Match(args, match) {
    return (match[args.length]?.(...args) ?? (() => {
        throw Error('Invalid Arguments');
    })());
}


/***/ }),

/***/ 3552:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  O: () => (/* reexport */ environment_namespaceObject)
});

// NAMESPACE OBJECT: ./node_modules/typebox/build/system/environment/environment.mjs
var environment_namespaceObject = {};
__webpack_require__.r(environment_namespaceObject);
__webpack_require__.d(environment_namespaceObject, {
  CanEvaluate: () => (CanEvaluate),
  Evaluate: () => (Evaluate)
});

// EXTERNAL MODULE: ./node_modules/typebox/build/system/settings/index.mjs
var settings = __webpack_require__(1126);
// EXTERNAL MODULE: ./node_modules/typebox/build/guard/guard.mjs + 2 modules
var guard = __webpack_require__(8642);
;// CONCATENATED MODULE: ./node_modules/typebox/build/system/environment/evaluate.mjs


let supported = undefined;
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
    if (guard.IsUndefined(supported))
        supported = TryEvaluate();
    return supported && settings/* Settings.Get */.w.Get().useAcceleration;
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

/***/ 3755:
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

// EXTERNAL MODULE: ./node_modules/typebox/build/system/unreachable/unreachable.mjs
var unreachable = __webpack_require__(9701);
// EXTERNAL MODULE: ./node_modules/typebox/build/guard/globals.mjs
var globals = __webpack_require__(2912);
// EXTERNAL MODULE: ./node_modules/typebox/build/guard/guard.mjs + 2 modules
var guard = __webpack_require__(8642);
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
    return (globals/* IsTypeArray */.Kj(value) ? FromTypeArray(value) :
        globals/* IsDate */.XF(value) ? FromDate(value) :
            globals/* IsRegExp */.__(value) ? FromRegExp(value) :
                globals/* IsBoolean */.Zx(value) ? FromBoolean(value.valueOf()) :
                    globals/* IsString */.IP(value) ? FromString(value.valueOf()) :
                        globals/* IsNumber */.Mx(value) ? FromNumber(value.valueOf()) :
                            IsIEEE754(value) ? FromNumber(value) :
                                guard.IsArray(value) ? FromArray(value) :
                                    guard.IsBoolean(value) ? FromBoolean(value) :
                                        guard.IsBigInt(value) ? FromBigInt(value) :
                                            guard.IsConstructor(value) ? FromConstructor(value) :
                                                guard.IsNull(value) ? FromNull(value) :
                                                    guard.IsObject(value) ? FromObject(value) :
                                                        guard.IsString(value) ? FromString(value) :
                                                            guard.IsSymbol(value) ? FromSymbol(value) :
                                                                guard.IsUndefined(value) ? FromUndefined(value) :
                                                                    guard.IsFunction(value) ? FromFunction(value) :
                                                                        (0,unreachable/* Unreachable */.L)());
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

/***/ 9168:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ce: () => (/* reexport safe */ _system_mjs__WEBPACK_IMPORTED_MODULE_0__.ce),
/* harmony export */   d3: () => (/* reexport safe */ _system_mjs__WEBPACK_IMPORTED_MODULE_0__.d3),
/* harmony export */   wB: () => (/* reexport safe */ _system_mjs__WEBPACK_IMPORTED_MODULE_0__.wB)
/* harmony export */ });
/* harmony import */ var _system_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4480);



/* unused harmony default export */ var __WEBPACK_DEFAULT_EXPORT__ = ((/* unused pure expression or super */ null && (System)));


/***/ }),

/***/ 7062:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  c: () => (/* reexport */ memory_namespaceObject)
});

// NAMESPACE OBJECT: ./node_modules/typebox/build/system/memory/memory.mjs
var memory_namespaceObject = {};
__webpack_require__.r(memory_namespaceObject);
__webpack_require__.d(memory_namespaceObject, {
  Assign: () => (Assign),
  Clone: () => (Clone),
  Create: () => (Create),
  Discard: () => (Discard),
  Metrics: () => (Metrics),
  Update: () => (Update)
});

;// CONCATENATED MODULE: ./node_modules/typebox/build/system/memory/metrics.mjs
/** TypeBox instantiation metrics */
const Metrics = {
    assign: 0,
    create: 0,
    clone: 0,
    discard: 0,
    update: 0
};

// EXTERNAL MODULE: ./node_modules/typebox/build/guard/guard.mjs + 2 modules
var guard = __webpack_require__(8642);
// EXTERNAL MODULE: ./node_modules/typebox/build/system/settings/index.mjs
var settings = __webpack_require__(1126);
;// CONCATENATED MODULE: ./node_modules/typebox/build/system/memory/keys.mjs

// ------------------------------------------------------------------
// Keys (alternatively, Reflect.ownKeys(...))
// ------------------------------------------------------------------
/** Returns the own string and symbol keys of the given object. */
function Keys(value) {
    return [...guard.Keys(value), ...guard.Symbols(value)];
}

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
        if (guard.IsObject(descriptor.value))
            Freeze(descriptor.value, seen);
    }
    Object.freeze(value);
}
// ------------------------------------------------------------------
// Finalize
// ------------------------------------------------------------------
/** Finalizes a type. Will recursively freeze if `immutableTypes` is true, otherwise no action. */
function Finalize(value) {
    if (!settings/* Settings.Get */.w.Get().immutableTypes)
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
        if (guard.IsUnsafePropertyKey(key))
            continue; // (ignore: prototype-pollution)
        const descriptor = Object.getOwnPropertyDescriptor(value, key); // safe-name!
        if (guard.IsEqual(descriptor.enumerable, true)) {
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
    const withHidden = settings/* Settings.Get */.w.Get().enumerableKind ? WithEnumerable(withEnumerable, hidden) : WithHidden(withEnumerable, hidden);
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
        if (guard.IsUnsafePropertyKey(key) || hiddenKeys.includes(key) || enumerableKeys.includes(key))
            continue; // (ignore: prototype-pollution)
        const descriptor = Object.getOwnPropertyDescriptor(current, key); // safe-name!
        Object.defineProperty(result, key, descriptor);
    }
}
// ------------------------------------------------------------------
// WithHidden
// ------------------------------------------------------------------
function update_WithHidden(hidden, keys, result) {
    const enumerableKind = settings/* Settings.Get */.w.Get().enumerableKind;
    for (const key of keys) {
        if (guard.IsUnsafePropertyKey(key))
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
        if (guard.IsUnsafePropertyKey(key))
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
/* harmony import */ var _guard_index_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8642);

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
    for (const key of _guard_index_mjs__WEBPACK_IMPORTED_MODULE_0__.Keys(options)) {
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


/***/ }),

/***/ 4480:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  d3: () => (/* reexport */ arguments_arguments),
  ce: () => (/* reexport */ memory/* Memory */.c),
  wB: () => (/* reexport */ settings/* Settings */.w)
});

// UNUSED EXPORTS: Environment, Hashing, Locale

// EXTERNAL MODULE: ./node_modules/typebox/build/system/arguments/arguments.mjs
var arguments_arguments = __webpack_require__(7565);
;// CONCATENATED MODULE: ./node_modules/typebox/build/system/arguments/index.mjs


// EXTERNAL MODULE: ./node_modules/typebox/build/system/environment/index.mjs + 2 modules
var environment = __webpack_require__(3552);
// EXTERNAL MODULE: ./node_modules/typebox/build/system/hashing/index.mjs + 1 modules
var hashing = __webpack_require__(3755);
// EXTERNAL MODULE: ./node_modules/typebox/build/system/memory/index.mjs + 9 modules
var memory = __webpack_require__(7062);
// EXTERNAL MODULE: ./node_modules/typebox/build/system/settings/index.mjs
var settings = __webpack_require__(1126);
;// CONCATENATED MODULE: ./node_modules/typebox/build/system/system.mjs








/***/ }),

/***/ 9701:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ Unreachable)
/* harmony export */ });
// deno-coverage-ignore-start - unreachable by definition
/** Used for unreachable logic */
function Unreachable() {
    throw new Error('Unreachable');
}
// deno-coverage-ignore-stop


/***/ }),

/***/ 1195:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   e: () => (/* binding */ AddImmutable),
/* harmony export */   h: () => (/* binding */ AddImmutableDeferred)
/* harmony export */ });
/* harmony import */ var _types_deferred_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4530);
/* harmony import */ var _engine_immutable_instantiate_add_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8735);
// deno-fmt-ignore-file


/** Creates a deferred AddImmutable action. */
function AddImmutableDeferred(type, options = {}) {
    return (0,_types_deferred_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Deferred */ .c)('AddImmutable', [type], options);
}
/** Applies an AddImmutable action to a type. */
function AddImmutable(type, options = {}) {
    return (0,_engine_immutable_instantiate_add_mjs__WEBPACK_IMPORTED_MODULE_1__/* .AddImmutableAction */ .K)(type, options);
}


/***/ }),

/***/ 4349:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O: () => (/* binding */ AddOptional),
/* harmony export */   f: () => (/* binding */ AddOptionalDeferred)
/* harmony export */ });
/* harmony import */ var _types_deferred_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4530);
/* harmony import */ var _engine_optional_instantiate_add_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1199);
// deno-fmt-ignore-file


/** Creates a deferred AddOptional action. */
function AddOptionalDeferred(type, options = {}) {
    return (0,_types_deferred_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Deferred */ .c)('AddOptional', [type], options);
}
/** Applies an AddOptional action to a type. */
function AddOptional(type, options = {}) {
    return (0,_engine_optional_instantiate_add_mjs__WEBPACK_IMPORTED_MODULE_1__/* .AddOptionalAction */ .M)(type, options);
}


/***/ }),

/***/ 6003:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   T: () => (/* binding */ AddReadonlyDeferred),
/* harmony export */   w: () => (/* binding */ AddReadonly)
/* harmony export */ });
/* harmony import */ var _types_deferred_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4530);
/* harmony import */ var _engine_readonly_instantiate_add_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2149);
// deno-fmt-ignore-file


/** Creates a deferred AddReadonly action. */
function AddReadonlyDeferred(type, options = {}) {
    return (0,_types_deferred_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Deferred */ .c)('AddReadonly', [type], options);
}
/** Applies an AddReadonly action to a type. */
function AddReadonly(type, options = {}) {
    return (0,_engine_readonly_instantiate_add_mjs__WEBPACK_IMPORTED_MODULE_1__/* .AddReadonlyAction */ .I)(type, options);
}


/***/ }),

/***/ 3200:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   X: () => (/* binding */ RemoveOptional),
/* harmony export */   e: () => (/* binding */ RemoveOptionalDeferred)
/* harmony export */ });
/* harmony import */ var _types_deferred_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4530);
/* harmony import */ var _engine_optional_instantiate_remove_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5806);
// deno-fmt-ignore-file


/** Creates a deferred RemoveOptional action. */
function RemoveOptionalDeferred(type, options = {}) {
    return (0,_types_deferred_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Deferred */ .c)('RemoveOptional', [type], options);
}
/** Applies an RemoveOptional action to a type. */
function RemoveOptional(type, options = {}) {
    return (0,_engine_optional_instantiate_remove_mjs__WEBPACK_IMPORTED_MODULE_1__/* .RemoveOptionalAction */ .H)(type, options);
}


/***/ }),

/***/ 8068:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   P: () => (/* binding */ Capitalize),
/* harmony export */   W: () => (/* binding */ CapitalizeDeferred)
/* harmony export */ });
/* harmony import */ var _types_deferred_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4530);
/* harmony import */ var _engine_intrinsics_instantiate_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8955);
// deno-fmt-ignore-file


/** Creates a deferred Capitalize action. */
function CapitalizeDeferred(type, options = {}) {
    return (0,_types_deferred_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Deferred */ .c)('Capitalize', [type], options);
}
/** Applies a Capitalize action to the given type. */
function Capitalize(type, options = {}) {
    return (0,_engine_intrinsics_instantiate_mjs__WEBPACK_IMPORTED_MODULE_1__/* .CapitalizeAction */ .xQ)(type, options);
}


/***/ }),

/***/ 8650:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   M: () => (/* binding */ ConditionalDeferred),
/* harmony export */   b: () => (/* binding */ Conditional)
/* harmony export */ });
/* harmony import */ var _types_deferred_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4530);
/* harmony import */ var _engine_conditional_instantiate_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1879);
/* harmony import */ var _engine_instantiate_mjs__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7749);
// deno-lint-ignore-file ban-types
// deno-fmt-ignore-file



/** Creates a deferred Conditional action. */
function ConditionalDeferred(left, right, true_, false_, options = {}) {
    return (0,_types_deferred_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Deferred */ .c)('Conditional', [left, right, true_, false_], options);
}
/** Applies a Conditional action to the given types. */
function Conditional(left, right, true_, false_, options = {}) {
    return (0,_engine_conditional_instantiate_mjs__WEBPACK_IMPORTED_MODULE_1__/* .ConditionalAction */ .Z)({}, (0,_engine_instantiate_mjs__WEBPACK_IMPORTED_MODULE_2__/* .State */ .Uw)([], []), left, right, true_, false_, options);
}


/***/ }),

/***/ 4869:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O: () => (/* binding */ ConstructorParametersDeferred),
/* harmony export */   R: () => (/* binding */ ConstructorParameters)
/* harmony export */ });
/* harmony import */ var _types_deferred_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4530);
/* harmony import */ var _engine_constructor_parameters_instantiate_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6988);
// deno-fmt-ignore-file


/** Creates a deferred ConstructorParameters action. */
function ConstructorParametersDeferred(type, options = {}) {
    return (0,_types_deferred_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Deferred */ .c)('ConstructorParameters', [type], options);
}
/** Applies a ConstructorParameters action to a type. */
function ConstructorParameters(type, options = {}) {
    return (0,_engine_constructor_parameters_instantiate_mjs__WEBPACK_IMPORTED_MODULE_1__/* .ConstructorParametersAction */ .l)(type, options);
}


/***/ }),

/***/ 9731:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   S: () => (/* binding */ Evaluate),
/* harmony export */   Z: () => (/* binding */ EvaluateDeferred)
/* harmony export */ });
/* harmony import */ var _types_deferred_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4530);
/* harmony import */ var _engine_evaluate_instantiate_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6018);
// deno-fmt-ignore-file


/** Creates a deferred Evaluate action. */
function EvaluateDeferred(type, options = {}) {
    return (0,_types_deferred_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Deferred */ .c)('Evaluate', [type], options);
}
/** Applies an Evaluate action to a type. */
function Evaluate(type, options = {}) {
    return (0,_engine_evaluate_instantiate_mjs__WEBPACK_IMPORTED_MODULE_1__/* .EvaluateAction */ .i)(type, options);
}


/***/ }),

/***/ 4276:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Y: () => (/* binding */ ExcludeDeferred),
/* harmony export */   n: () => (/* binding */ Exclude)
/* harmony export */ });
/* harmony import */ var _types_deferred_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4530);
/* harmony import */ var _engine_exclude_instantiate_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9345);
// deno-fmt-ignore-file


/** Creates a deferred Exclude action. */
function ExcludeDeferred(left, right, options = {}) {
    return (0,_types_deferred_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Deferred */ .c)('Exclude', [left, right], options);
}
/** Applies a Exclude action using the given types */
function Exclude(left, right, options = {}) {
    return (0,_engine_exclude_instantiate_mjs__WEBPACK_IMPORTED_MODULE_1__/* .ExcludeAction */ .d)(left, right, options);
}


/***/ }),

/***/ 7329:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   M: () => (/* binding */ Extract),
/* harmony export */   r: () => (/* binding */ ExtractDeferred)
/* harmony export */ });
/* harmony import */ var _types_deferred_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4530);
/* harmony import */ var _engine_extract_instantiate_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6162);
// deno-fmt-ignore-file


/** Creates a deferred Extract action. */
function ExtractDeferred(left, right, options = {}) {
    return (0,_types_deferred_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Deferred */ .c)('Extract', [left, right], options);
}
/** Applies an Extract action using the given types. */
function Extract(left, right, options = {}) {
    return (0,_engine_extract_instantiate_mjs__WEBPACK_IMPORTED_MODULE_1__/* .ExtractAction */ .E)(left, right, options);
}


/***/ }),

/***/ 6301:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  hl: () => (/* reexport */ _add_immutable/* AddImmutableDeferred */.h),
  fo: () => (/* reexport */ _add_optional/* AddOptionalDeferred */.f),
  Tv: () => (/* reexport */ _add_readonly/* AddReadonlyDeferred */.T),
  WE: () => (/* reexport */ capitalize/* CapitalizeDeferred */.W),
  Mv: () => (/* reexport */ conditional/* ConditionalDeferred */.M),
  OS: () => (/* reexport */ constructor_parameters/* ConstructorParametersDeferred */.O),
  SZ: () => (/* reexport */ evaluate/* Evaluate */.S),
  Z0: () => (/* reexport */ evaluate/* EvaluateDeferred */.Z),
  Y8: () => (/* reexport */ exclude/* ExcludeDeferred */.Y),
  rH: () => (/* reexport */ extract/* ExtractDeferred */.r),
  jK: () => (/* reexport */ indexed/* Index */.j),
  C: () => (/* reexport */ indexed/* IndexDeferred */.C),
  Zq: () => (/* reexport */ instance_type/* InstanceTypeDeferred */.Z),
  fY: () => (/* reexport */ action_interface/* InterfaceDeferred */.fY),
  HG: () => (/* reexport */ action_interface/* IsInterfaceDeferred */.HG),
  gq: () => (/* reexport */ keyof/* KeyOfDeferred */.g),
  ZI: () => (/* reexport */ lowercase/* LowercaseDeferred */.Z),
  nH: () => (/* reexport */ mapped/* MappedDeferred */.n),
  yn: () => (/* reexport */ action_module/* ModuleDeferred */.y),
  oc: () => (/* reexport */ non_nullable/* NonNullableDeferred */.o),
  lh: () => (/* reexport */ omit/* OmitDeferred */.l),
  SD: () => (/* reexport */ parameters/* ParametersDeferred */.S),
  Lr: () => (/* reexport */ partial/* PartialDeferred */.L),
  x7: () => (/* reexport */ pick/* PickDeferred */.x),
  zU: () => (/* reexport */ readonly_object/* ReadonlyObjectDeferred */.zU),
  eT: () => (/* reexport */ _remove_optional/* RemoveOptionalDeferred */.e),
  Sk: () => (/* reexport */ RemoveReadonlyDeferred),
  dT: () => (/* reexport */ required/* RequiredDeferred */.d),
  wx: () => (/* reexport */ return_type/* ReturnTypeDeferred */.w),
  Vv: () => (/* reexport */ uncapitalize/* UncapitalizeDeferred */.V),
  io: () => (/* reexport */ uppercase/* UppercaseDeferred */.i),
  Ry: () => (/* reexport */ action_with/* With */.R),
  ky: () => (/* reexport */ action_with/* WithDeferred */.k)
});

// UNUSED EXPORTS: AddImmutable, AddOptional, AddReadonly, Capitalize, Conditional, ConstructorParameters, Exclude, Extract, InstanceType, Interface, KeyOf, Lowercase, Mapped, Module, NonNullable, Omit, Parameters, Partial, Pick, ReadonlyObject, ReadonlyType, RemoveImmutable, RemoveImmutableDeferred, RemoveOptional, RemoveReadonly, Required, ReturnType, Uncapitalize, Uppercase

// EXTERNAL MODULE: ./node_modules/typebox/build/type/action/_add_immutable.mjs
var _add_immutable = __webpack_require__(1195);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/action/_add_readonly.mjs
var _add_readonly = __webpack_require__(6003);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/action/_add_optional.mjs
var _add_optional = __webpack_require__(4349);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/deferred.mjs
var deferred = __webpack_require__(4530);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/immutable/instantiate_remove.mjs
var instantiate_remove = __webpack_require__(7518);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/action/_remove_immutable.mjs
// deno-fmt-ignore-file


/** Creates a deferred RemoveImmutable action. */
function RemoveImmutableDeferred(type, options = {}) {
    return Deferred('RemoveImmutable', [type], options);
}
/** Applies an RemoveImmutable action to a type. */
function RemoveImmutable(type, options = {}) {
    return RemoveImmutableAction(type, options);
}

// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/readonly/instantiate_remove.mjs
var readonly_instantiate_remove = __webpack_require__(6036);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/action/_remove_readonly.mjs
// deno-fmt-ignore-file


/** Creates a deferred RemoveReadonly action. */
function RemoveReadonlyDeferred(type, options = {}) {
    return (0,deferred/* Deferred */.c)('RemoveReadonly', [type], options);
}
/** Applies an RemoveReadonly action to a type. */
function RemoveReadonly(type, options = {}) {
    return RemoveReadonlyAction(type, options);
}

// EXTERNAL MODULE: ./node_modules/typebox/build/type/action/_remove_optional.mjs
var _remove_optional = __webpack_require__(3200);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/action/capitalize.mjs
var capitalize = __webpack_require__(8068);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/action/conditional.mjs
var conditional = __webpack_require__(8650);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/action/constructor_parameters.mjs
var constructor_parameters = __webpack_require__(4869);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/action/evaluate.mjs
var evaluate = __webpack_require__(9731);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/action/exclude.mjs
var exclude = __webpack_require__(4276);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/action/extract.mjs
var extract = __webpack_require__(7329);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/action/indexed.mjs
var indexed = __webpack_require__(4149);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/action/instance_type.mjs
var instance_type = __webpack_require__(3430);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/action/interface.mjs
var action_interface = __webpack_require__(1971);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/action/keyof.mjs
var keyof = __webpack_require__(6300);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/action/lowercase.mjs
var lowercase = __webpack_require__(4737);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/action/mapped.mjs
var mapped = __webpack_require__(9547);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/action/module.mjs
var action_module = __webpack_require__(7474);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/action/non_nullable.mjs
var non_nullable = __webpack_require__(8673);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/action/omit.mjs
var omit = __webpack_require__(8698);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/action/parameters.mjs
var parameters = __webpack_require__(9238);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/action/partial.mjs
var partial = __webpack_require__(641);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/action/pick.mjs
var pick = __webpack_require__(6185);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/action/readonly_object.mjs
var readonly_object = __webpack_require__(2930);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/action/required.mjs
var required = __webpack_require__(8889);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/action/return_type.mjs
var return_type = __webpack_require__(6243);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/action/uncapitalize.mjs
var uncapitalize = __webpack_require__(7297);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/action/uppercase.mjs
var uppercase = __webpack_require__(4170);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/action/with.mjs
var action_with = __webpack_require__(866);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/action/index.mjs
































/***/ }),

/***/ 4149:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ IndexDeferred),
/* harmony export */   j: () => (/* binding */ Index)
/* harmony export */ });
/* harmony import */ var _guard_index_mjs__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8642);
/* harmony import */ var _types_deferred_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4530);
/* harmony import */ var _engine_helpers_keys_to_indexer_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4192);
/* harmony import */ var _engine_indexed_instantiate_mjs__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1832);
// deno-fmt-ignore-file




/** Creates a deferred Index action. */
function IndexDeferred(type, indexer, options = {}) {
    return (0,_types_deferred_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Deferred */ .c)('Index', [type, indexer], options);
}
/** Applies a Index action using the given types. */
function Index(type, indexer_or_keys, options = {}) {
    const indexer = _guard_index_mjs__WEBPACK_IMPORTED_MODULE_3__.IsArray(indexer_or_keys) ? (0,_engine_helpers_keys_to_indexer_mjs__WEBPACK_IMPORTED_MODULE_1__/* .KeysToIndexer */ .f)(indexer_or_keys) : indexer_or_keys;
    return (0,_engine_indexed_instantiate_mjs__WEBPACK_IMPORTED_MODULE_2__/* .IndexAction */ .R)(type, indexer, options);
}


/***/ }),

/***/ 3430:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Z: () => (/* binding */ InstanceTypeDeferred),
/* harmony export */   y: () => (/* binding */ InstanceType)
/* harmony export */ });
/* harmony import */ var _types_deferred_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4530);
/* harmony import */ var _engine_instance_type_instantiate_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7067);
// deno-fmt-ignore-file


/** Creates a deferred InstanceType action. */
function InstanceTypeDeferred(type, options = {}) {
    return (0,_types_deferred_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Deferred */ .c)('InstanceType', [type], options);
}
/** Applies a InstanceType action to the given type. */
function InstanceType(type, options = {}) {
    return (0,_engine_instance_type_instantiate_mjs__WEBPACK_IMPORTED_MODULE_1__/* .InstanceTypeAction */ .u)(type, options);
}


/***/ }),

/***/ 1971:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   HG: () => (/* binding */ IsInterfaceDeferred),
/* harmony export */   KA: () => (/* binding */ Interface),
/* harmony export */   fY: () => (/* binding */ InterfaceDeferred)
/* harmony export */ });
/* harmony import */ var _guard_index_mjs__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8642);
/* harmony import */ var _types_schema_mjs__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8122);
/* harmony import */ var _types_deferred_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4530);
/* harmony import */ var _engine_interface_instantiate_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5474);
// deno-fmt-ignore-file




/** Creates a deferred Interface action. */
function InterfaceDeferred(heritage, properties, options = {}) {
    return (0,_types_deferred_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Deferred */ .c)('Interface', [heritage, properties], options);
}
// ------------------------------------------------------------------
// Guard
// ------------------------------------------------------------------
/** Returns true if this value is a deferred Interface action. */
function IsInterfaceDeferred(value) {
    return (0,_types_schema_mjs__WEBPACK_IMPORTED_MODULE_2__/* .IsSchema */ .Y)(value)
        && _guard_index_mjs__WEBPACK_IMPORTED_MODULE_3__.HasPropertyKey(value, 'action')
        && _guard_index_mjs__WEBPACK_IMPORTED_MODULE_3__.IsEqual(value.action, 'Interface');
}
/** Creates an Interface using the given heritage and properties. */
function Interface(heritage, properties, options = {}) {
    return (0,_engine_interface_instantiate_mjs__WEBPACK_IMPORTED_MODULE_1__/* .InterfaceAction */ .i)(heritage, properties, options);
}


/***/ }),

/***/ 6300:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   g: () => (/* binding */ KeyOfDeferred),
/* harmony export */   t: () => (/* binding */ KeyOf)
/* harmony export */ });
/* harmony import */ var _types_deferred_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4530);
/* harmony import */ var _engine_keyof_instantiate_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1829);
// deno-fmt-ignore-file


/** Creates a deferred KeyOf action. */
function KeyOfDeferred(type, options = {}) {
    return (0,_types_deferred_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Deferred */ .c)('KeyOf', [type], options);
}
/** Applies a KeyOf action to the given type. */
function KeyOf(type, options = {}) {
    return (0,_engine_keyof_instantiate_mjs__WEBPACK_IMPORTED_MODULE_1__/* .KeyOfAction */ .L)(type, options);
}


/***/ }),

/***/ 4737:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ Lowercase),
/* harmony export */   Z: () => (/* binding */ LowercaseDeferred)
/* harmony export */ });
/* harmony import */ var _types_deferred_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4530);
/* harmony import */ var _engine_intrinsics_instantiate_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8955);
// deno-fmt-ignore-file


/** Creates a deferred Lowercase action. */
function LowercaseDeferred(type, options = {}) {
    return (0,_types_deferred_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Deferred */ .c)('Lowercase', [type], options);
}
/** Applies a Lowercase action to the given type. */
function Lowercase(type, options = {}) {
    return (0,_engine_intrinsics_instantiate_mjs__WEBPACK_IMPORTED_MODULE_1__/* .LowercaseAction */ .wD)(type, options);
}


/***/ }),

/***/ 9547:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   n: () => (/* binding */ MappedDeferred),
/* harmony export */   u: () => (/* binding */ Mapped)
/* harmony export */ });
/* harmony import */ var _types_deferred_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4530);
/* harmony import */ var _engine_mapped_instantiate_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3347);
/* harmony import */ var _engine_instantiate_mjs__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7749);
// deno-lint-ignore-file ban-types
// deno-fmt-ignore-file



/** Creates a deferred Mapped action. */
function MappedDeferred(identifier, type, as, property, options = {}) {
    return (0,_types_deferred_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Deferred */ .c)('Mapped', [identifier, type, as, property], options);
}
/** Applies a Mapped action using the given types. */
function Mapped(identifier, type, as, property, options = {}) {
    return (0,_engine_mapped_instantiate_mjs__WEBPACK_IMPORTED_MODULE_1__/* .MappedAction */ .e)({}, (0,_engine_instantiate_mjs__WEBPACK_IMPORTED_MODULE_2__/* .State */ .Uw)([], []), identifier, type, as, property, options);
}


/***/ }),

/***/ 7474:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   n: () => (/* binding */ Module),
/* harmony export */   y: () => (/* binding */ ModuleDeferred)
/* harmony export */ });
/* harmony import */ var _types_deferred_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4530);
/* harmony import */ var _engine_instantiate_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7749);
/* harmony import */ var _engine_module_instantiate_mjs__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9567);
// deno-lint-ignore-file ban-types
// deno-fmt-ignore-file



/** Creates a deferred Module action. */
function ModuleDeferred(declarations, options = {}) {
    return (0,_types_deferred_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Deferred */ .c)('Module', [declarations], options);
}
/** Creates a Module with the given declarations */
function Module(declarations, options = {}) {
    return (0,_engine_module_instantiate_mjs__WEBPACK_IMPORTED_MODULE_2__/* .ModuleInstantiate */ .L)({}, (0,_engine_instantiate_mjs__WEBPACK_IMPORTED_MODULE_1__/* .State */ .Uw)([], []), declarations, options);
}


/***/ }),

/***/ 8673:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   o: () => (/* binding */ NonNullableDeferred),
/* harmony export */   p: () => (/* binding */ NonNullable)
/* harmony export */ });
/* harmony import */ var _types_deferred_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4530);
/* harmony import */ var _engine_non_nullable_instantiate_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7096);
// deno-fmt-ignore-file


/** Creates a deferred NonNullable action. */
function NonNullableDeferred(type, options = {}) {
    return (0,_types_deferred_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Deferred */ .c)('NonNullable', [type], options);
}
/** Applies a NonNullable action to the given type. */
function NonNullable(type, options = {}) {
    return (0,_engine_non_nullable_instantiate_mjs__WEBPACK_IMPORTED_MODULE_1__/* .NonNullableAction */ .H)(type, options);
}


/***/ }),

/***/ 8698:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ Omit),
/* harmony export */   l: () => (/* binding */ OmitDeferred)
/* harmony export */ });
/* harmony import */ var _guard_index_mjs__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8642);
/* harmony import */ var _types_deferred_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4530);
/* harmony import */ var _engine_helpers_keys_to_indexer_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4192);
/* harmony import */ var _engine_omit_instantiate_mjs__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1952);
// deno-fmt-ignore-file




/** Creates a deferred Omit action. */
function OmitDeferred(type, indexer, options = {}) {
    return (0,_types_deferred_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Deferred */ .c)('Omit', [type, indexer], options);
}
/** Applies a Omit action using the given types. */
function Omit(type, indexer_or_keys, options = {}) {
    const indexer = _guard_index_mjs__WEBPACK_IMPORTED_MODULE_3__.IsArray(indexer_or_keys) ? (0,_engine_helpers_keys_to_indexer_mjs__WEBPACK_IMPORTED_MODULE_1__/* .KeysToIndexer */ .f)(indexer_or_keys) : indexer_or_keys;
    return (0,_engine_omit_instantiate_mjs__WEBPACK_IMPORTED_MODULE_2__/* .OmitAction */ .c)(type, indexer, options);
}


/***/ }),

/***/ 9238:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ Parameters),
/* harmony export */   S: () => (/* binding */ ParametersDeferred)
/* harmony export */ });
/* harmony import */ var _types_deferred_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4530);
/* harmony import */ var _engine_parameters_instantiate_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1995);
// deno-fmt-ignore-file


/** Creates a deferred Parameters action. */
function ParametersDeferred(type, options = {}) {
    return (0,_types_deferred_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Deferred */ .c)('Parameters', [type], options);
}
/** Applies a Parameters action to the given type. */
function Parameters(type, options = {}) {
    return (0,_engine_parameters_instantiate_mjs__WEBPACK_IMPORTED_MODULE_1__/* .ParametersAction */ .l)(type, options);
}


/***/ }),

/***/ 641:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ PartialDeferred),
/* harmony export */   e: () => (/* binding */ Partial)
/* harmony export */ });
/* harmony import */ var _types_deferred_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4530);
/* harmony import */ var _engine_partial_instantiate_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(566);
// deno-fmt-ignore-file


/** Creates a deferred Partial action. */
function PartialDeferred(type, options = {}) {
    return (0,_types_deferred_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Deferred */ .c)('Partial', [type], options);
}
/** Applies a Partial action to the given type. */
function Partial(type, options = {}) {
    return (0,_engine_partial_instantiate_mjs__WEBPACK_IMPORTED_MODULE_1__/* .PartialAction */ .g)(type, options);
}


/***/ }),

/***/ 6185:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   m: () => (/* binding */ Pick),
/* harmony export */   x: () => (/* binding */ PickDeferred)
/* harmony export */ });
/* harmony import */ var _guard_index_mjs__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8642);
/* harmony import */ var _types_deferred_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4530);
/* harmony import */ var _engine_helpers_keys_to_indexer_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4192);
/* harmony import */ var _engine_pick_instantiate_mjs__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2820);
// deno-fmt-ignore-file




/** Creates a deferred Pick action. */
function PickDeferred(type, indexer, options = {}) {
    return (0,_types_deferred_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Deferred */ .c)('Pick', [type, indexer], options);
}
/** Applies a Pick action using the given types. */
function Pick(type, indexer_or_keys, options = {}) {
    const indexer = _guard_index_mjs__WEBPACK_IMPORTED_MODULE_3__.IsArray(indexer_or_keys) ? (0,_engine_helpers_keys_to_indexer_mjs__WEBPACK_IMPORTED_MODULE_1__/* .KeysToIndexer */ .f)(indexer_or_keys) : indexer_or_keys;
    return (0,_engine_pick_instantiate_mjs__WEBPACK_IMPORTED_MODULE_2__/* .PickAction */ .q)(type, indexer, options);
}


/***/ }),

/***/ 2930:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Y3: () => (/* binding */ ReadonlyObject),
/* harmony export */   th: () => (/* binding */ ReadonlyType),
/* harmony export */   zU: () => (/* binding */ ReadonlyObjectDeferred)
/* harmony export */ });
/* harmony import */ var _types_deferred_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4530);
/* harmony import */ var _engine_readonly_object_instantiate_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3209);
// deno-fmt-ignore-file


/** Creates a deferred ReadonlyType action. */
function ReadonlyObjectDeferred(type, options = {}) {
    return (0,_types_deferred_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Deferred */ .c)('ReadonlyObject', [type], options);
}
/** This type is an alias for TypeScript's `Readonly<T>` utility type. It will make all properties of a TObject readonly or marks an TArray or TTuple as immutable `readonly T[]`. */
function ReadonlyObject(type, options = {}) {
    return (0,_engine_readonly_object_instantiate_mjs__WEBPACK_IMPORTED_MODULE_1__/* .ReadonlyObjectAction */ .i)(type, options);
}
// ------------------------------------------------------------------
// Alias
// ------------------------------------------------------------------
/**
 * This type has been renamed to ReadonlyObject.
 * @deprecated
*/
const ReadonlyType = ReadonlyObject;


/***/ }),

/***/ 8889:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ RequiredDeferred),
/* harmony export */   m: () => (/* binding */ Required)
/* harmony export */ });
/* harmony import */ var _types_deferred_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4530);
/* harmony import */ var _engine_required_instantiate_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1062);
// deno-fmt-ignore-file


/** Creates a deferred Required action. */
function RequiredDeferred(type, options = {}) {
    return (0,_types_deferred_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Deferred */ .c)('Required', [type], options);
}
/** Applies a Required action to the given type. */
function Required(type, options = {}) {
    return (0,_engine_required_instantiate_mjs__WEBPACK_IMPORTED_MODULE_1__/* .RequiredAction */ .I)(type, options);
}


/***/ }),

/***/ 6243:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   p: () => (/* binding */ ReturnType),
/* harmony export */   w: () => (/* binding */ ReturnTypeDeferred)
/* harmony export */ });
/* harmony import */ var _types_deferred_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4530);
/* harmony import */ var _engine_return_type_instantiate_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7490);
// deno-fmt-ignore-file


/** Creates a deferred ReturnType action. */
function ReturnTypeDeferred(type, options = {}) {
    return (0,_types_deferred_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Deferred */ .c)('ReturnType', [type], options);
}
/** Applies a ReturnType action to the given type. */
function ReturnType(type, options = {}) {
    return (0,_engine_return_type_instantiate_mjs__WEBPACK_IMPORTED_MODULE_1__/* .ReturnTypeAction */ .P)(type, options);
}


/***/ }),

/***/ 7297:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   V: () => (/* binding */ UncapitalizeDeferred),
/* harmony export */   w: () => (/* binding */ Uncapitalize)
/* harmony export */ });
/* harmony import */ var _types_deferred_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4530);
/* harmony import */ var _engine_intrinsics_instantiate_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8955);
// deno-fmt-ignore-file


/** Creates a deferred Uncapitalize action. */
function UncapitalizeDeferred(type, options = {}) {
    return (0,_types_deferred_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Deferred */ .c)('Uncapitalize', [type], options);
}
/** Applies a Uncapitalize action to the given type. */
function Uncapitalize(type, options = {}) {
    return (0,_engine_intrinsics_instantiate_mjs__WEBPACK_IMPORTED_MODULE_1__/* .UncapitalizeAction */ .sy)(type, options);
}


/***/ }),

/***/ 4170:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   i: () => (/* binding */ UppercaseDeferred),
/* harmony export */   r: () => (/* binding */ Uppercase)
/* harmony export */ });
/* harmony import */ var _types_deferred_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4530);
/* harmony import */ var _engine_intrinsics_instantiate_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8955);
// deno-fmt-ignore-file


/** Creates a deferred Uppercase action. */
function UppercaseDeferred(type, options = {}) {
    return (0,_types_deferred_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Deferred */ .c)('Uppercase', [type], options);
}
/** Applies a Uppercase action to the given type. */
function Uppercase(type, options = {}) {
    return (0,_engine_intrinsics_instantiate_mjs__WEBPACK_IMPORTED_MODULE_1__/* .UppercaseAction */ .bN)(type, options);
}


/***/ }),

/***/ 866:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   R: () => (/* binding */ With),
/* harmony export */   k: () => (/* binding */ WithDeferred)
/* harmony export */ });
/* harmony import */ var _types_deferred_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4530);
/* harmony import */ var _engine_with_instantiate_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2703);
// deno-fmt-ignore-file


/** Creates a deferred With action. */
function WithDeferred(type, options) {
    return (0,_types_deferred_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Deferred */ .c)('With', [type, options], {});
}
/** Applies annotation options to the given type. */
function With(type, options) {
    return (0,_engine_with_instantiate_mjs__WEBPACK_IMPORTED_MODULE_1__/* .WithAction */ .b)(type, options);
}


/***/ }),

/***/ 7487:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  n: () => (/* binding */ CallInstantiate)
});

// EXTERNAL MODULE: ./node_modules/typebox/build/system/settings/index.mjs
var settings = __webpack_require__(1126);
// EXTERNAL MODULE: ./node_modules/typebox/build/guard/guard.mjs + 2 modules
var guard = __webpack_require__(8642);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/call.mjs
var call = __webpack_require__(4759);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/ref.mjs
var ref = __webpack_require__(3042);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/generic.mjs
var generic = __webpack_require__(3778);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/evaluate/index.mjs
var evaluate = __webpack_require__(4798);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/instantiate.mjs + 2 modules
var instantiate = __webpack_require__(7749);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/union.mjs
var union = __webpack_require__(1520);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/deferred.mjs
var deferred = __webpack_require__(4530);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/enum.mjs + 1 modules
var types_enum = __webpack_require__(8903);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/template_literal.mjs
var template_literal = __webpack_require__(4125);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/evaluate/evaluate.mjs
var evaluate_evaluate = __webpack_require__(67);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/call/distribute_arguments.mjs
// deno-fmt-ignore-file






// ------------------------------------------------------------------
// Infrastructure
// ------------------------------------------------------------------


function CollectDistributionNames(expression, result = []) {
    return (
    // Conditional
    (0,deferred/* IsDeferred */.E)(expression) && guard.IsEqual(expression.action, 'Conditional')
        ? (0,ref/* IsRef */.i)(expression.parameters[0])
            ? CollectDistributionNames(expression.parameters[2], CollectDistributionNames(expression.parameters[3], [...result, expression.parameters[0]['$ref']]))
            : CollectDistributionNames(expression.parameters[2], CollectDistributionNames(expression.parameters[3], result))
        // Mapped
        : (0,deferred/* IsDeferred */.E)(expression) && guard.IsEqual(expression.action, 'Mapped')
            ? ((0,deferred/* IsDeferred */.E)(expression.parameters[1]) && guard.IsEqual(expression.parameters[1].action, 'KeyOf') && (0,ref/* IsRef */.i)(expression.parameters[1].parameters[0]) ? [...result, expression.parameters[1].parameters[0]['$ref']] :
                result) : result);
}
function BuildDistributionArray(parameters, names) {
    return parameters.reduce((result, left) => [...result, names.includes(left.name)], []);
}
function ZipDistributionArray(arguments_, distributionArray, result = []) {
    return guard.ShiftLeft(arguments_, (argumentLeft, argumentRight) => guard.ShiftLeft(distributionArray, (booleanLeft, booleanRight) => ZipDistributionArray(argumentRight, booleanRight, [...result, [booleanLeft, argumentLeft]]), () => result), () => result);
}
function CanonicalArgument(type) {
    return ((0,template_literal/* IsTemplateLiteral */.gm)(type) ? (0,evaluate_evaluate/* EvaluateTemplateLiteral */.pF)(type.pattern) :
        (0,types_enum/* IsEnum */.Kk)(type) ? (0,evaluate_evaluate/* EvaluateEnum */.zu)(type.enum) :
            type);
}
function Expand(type) {
    const canonicalArgument = CanonicalArgument(type);
    return ((0,union/* IsUnion */.my)(canonicalArgument)
        ? [...canonicalArgument.anyOf]
        : [canonicalArgument]);
}
function Append(current, type) {
    return current.reduce((result, left) => [...result, [...left, type]], []);
}
function Cross(current, variants) {
    return variants.reduce((result, left) => {
        return [...result, ...Append(current, left)];
    }, []);
}
function Distribute(zipped) {
    return zipped.reduce((result, left) => {
        return guard.IsEqual(left[0], true)
            ? Cross(result, Expand(left[1]))
            : Cross(result, [left[1]]); // - no-expansion
    }, [[]]);
}
function DistributeArguments(parameters, arguments_, expression) {
    const distributionNames = CollectDistributionNames(expression);
    const distributionArray = BuildDistributionArray(parameters, distributionNames);
    const zippedArguments = ZipDistributionArray(arguments_, distributionArray);
    return ((0,deferred/* IsDeferred */.E)(expression) && guard.IsEqual(expression.action, 'Conditional')
        ? Distribute(zippedArguments)
        : (0,deferred/* IsDeferred */.E)(expression) && guard.IsEqual(expression.action, 'Mapped')
            ? Distribute(zippedArguments)
            : [arguments_]);
}

// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/never.mjs
var never = __webpack_require__(9139);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/call/resolve_target.mjs
// deno-fmt-ignore-file



function FromNotResolvable() {
    return ['(not-resolvable)', (0,never/* Never */.ps)()];
}
function FromNotGeneric() {
    return ['(not-generic)', (0,never/* Never */.ps)()];
}
function FromGeneric(name, parameters, expression) {
    return [name, (0,generic/* Generic */.c)(parameters, expression)];
}
function FromRef(context, ref, arguments_) {
    return (ref in context
        ? FromType(context, ref, context[ref], arguments_)
        : FromNotResolvable());
}
function FromType(context, name, target, arguments_) {
    return ((0,generic/* IsGeneric */.E)(target) ? FromGeneric(name, target.parameters, target.expression) :
        (0,ref/* IsRef */.i)(target) ? FromRef(context, target.$ref, arguments_) :
            FromNotGeneric());
}
/** Resolves a named generic target from the context, or returns TNever if it cannot be resolved or is not generic. */
function ResolveTarget(context, target, arguments_) {
    return FromType(context, '(anonymous)', target, arguments_);
}

// EXTERNAL MODULE: ./node_modules/typebox/build/system/memory/index.mjs + 9 modules
var memory = __webpack_require__(7062);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/extends/index.mjs + 31 modules
var type_extends = __webpack_require__(5257);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/infer.mjs
var infer = __webpack_require__(5889);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/call/resolve_arguments.mjs
// deno-fmt-ignore-file






// ------------------------------------------------------------------
// AssertArgument
// ------------------------------------------------------------------
function AssertArgumentExtends(name, type, extends_) {
    if ((0,infer/* IsInfer */.t)(type) || (0,call/* IsCall */.rx)(type) || type_extends/* ExtendsResult.IsExtendsTrueLike */.d.IsExtendsTrueLike((0,type_extends/* Extends */.q)({}, type, extends_)))
        return;
    const cause = { parameter: name, expect: extends_, actual: type };
    // @ts-ignore - no definition for { cause } options 
    throw new Error(`Argument for parameter ${name} does not satisfy constraint`, { cause });
}
function BindArgument(context, state, name, extends_, type) {
    const instantiatedArgument = (0,instantiate/* InstantiateType */.zO)(context, state, type);
    AssertArgumentExtends(name, instantiatedArgument, extends_);
    return memory/* Memory.Assign */.c.Assign(context, { [name]: instantiatedArgument });
}
function BindArguments(context, state, parameterLeft, parameterRight, arguments_) {
    const instantiatedExtends = (0,instantiate/* InstantiateType */.zO)(context, state, parameterLeft.extends);
    const instantiatedEquals = (0,instantiate/* InstantiateType */.zO)(context, state, parameterLeft.equals);
    return guard.ShiftLeft(arguments_, (left, right) => BindParameters(BindArgument(context, state, parameterLeft['name'], instantiatedExtends, left), state, parameterRight, right), () => BindParameters(BindArgument(context, state, parameterLeft['name'], instantiatedExtends, instantiatedEquals), state, parameterRight, []));
}
function BindParameters(context, state, parameters, arguments_) {
    return guard.ShiftLeft(parameters, (left, right) => BindArguments(context, state, left, right, arguments_), () => context);
}
function ResolveArgumentsContext(context, state, parameters, arguments_) {
    return BindParameters(context, state, parameters, arguments_);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/call/instantiate.mjs
// deno-fmt-ignore-file









// ------------------------------------------------------------------
// Infrastructure
// ------------------------------------------------------------------



// ------------------------------------------------------------------
// InstantiationGuard
// ------------------------------------------------------------------
let instantiationDepth = 0;
let instantiationCount = 0;
function InstantiationAssert() {
    if (guard.IsLessThan(instantiationCount, settings/* Settings.Get */.w.Get().maxInstantiationCount))
        return;
    throw Error('Type instantiation is excessively deep and possibly infinite');
}
function InstantiationIncrement() {
    InstantiationAssert();
    instantiationCount++;
    instantiationDepth++;
}
function InstantiationDecrement() {
    instantiationDepth--;
    if (guard.IsEqual(instantiationDepth, 0))
        instantiationCount = 0;
}
function Peek(state) {
    const result = guard.IsGreaterThan(state.callstack.length, 0) ? state.callstack[state.callstack.length - 1] : '';
    return result;
}
function IsTailCall(state, name) {
    const result = guard.IsEqual(Peek(state), name);
    return result;
}
function CallDispatch(context, state, target, parameters, expression, arguments_) {
    InstantiationIncrement();
    try {
        const argumentsContext = ResolveArgumentsContext(context, state, parameters, arguments_);
        const returnType = (0,instantiate/* InstantiateType */.zO)(argumentsContext, (0,instantiate/* State */.Uw)([...state['callstack'], target['$ref']], state['visited']), expression);
        return (0,instantiate/* InstantiateType */.zO)(argumentsContext, (0,instantiate/* State */.Uw)([], []), returnType);
    }
    finally {
        InstantiationDecrement();
    }
}
function CallDistributed(context, state, target, parameters, expression, distributedArguments) {
    return distributedArguments.reduce((result, arguments_) => {
        const returnType = CallDispatch(context, state, target, parameters, expression, arguments_);
        return [...result, returnType];
    }, []);
}
function CallImmediate(context, state, target, parameters, expression, arguments_) {
    const distributedArguments = DistributeArguments(parameters, arguments_, expression);
    const returnTypes = CallDistributed(context, state, target, parameters, expression, distributedArguments);
    const result = guard.IsEqual(returnTypes.length, 1) ? returnTypes[0] : (0,evaluate/* EvaluateUnion */.hM)(returnTypes);
    return result;
}
function CallInstantiate(context, state, target, arguments_) {
    const instantiatedArguments = (0,instantiate/* InstantiateTypes */.kX)(context, state, arguments_);
    const resolved = ResolveTarget(context, target, arguments_);
    const name = resolved[0];
    const type = resolved[1];
    const result = ((0,generic/* IsGeneric */.E)(type)
        ? IsTailCall(state, name)
            ? (0,call/* CallConstruct */.EU)((0,ref/* Ref */.o)(name), instantiatedArguments)
            : CallImmediate(context, state, (0,ref/* Ref */.o)(name), type.parameters, type.expression, instantiatedArguments)
        : (0,call/* CallConstruct */.EU)(target, instantiatedArguments));
    return result;
}


/***/ }),

/***/ 7140:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* reexport safe */ _instantiate_mjs__WEBPACK_IMPORTED_MODULE_0__.B)
/* harmony export */ });
/* harmony import */ var _instantiate_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1879);



/***/ }),

/***/ 1879:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ ConditionalInstantiate),
/* harmony export */   Z: () => (/* binding */ ConditionalAction)
/* harmony export */ });
/* harmony import */ var _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7062);
/* harmony import */ var _types_union_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1520);
/* harmony import */ var _extends_index_mjs__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5257);
/* harmony import */ var _instantiate_mjs__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7749);
/* harmony import */ var _action_conditional_mjs__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8650);
// deno-fmt-ignore-file





function ConditionalOperation(context, state, left, right, true_, false_) {
    const extendsResult = (0,_extends_index_mjs__WEBPACK_IMPORTED_MODULE_2__/* .Extends */ .q)(context, left, right);
    return (_extends_index_mjs__WEBPACK_IMPORTED_MODULE_2__/* .ExtendsResult.IsExtendsUnion */ .d.IsExtendsUnion(extendsResult) ? (0,_types_union_mjs__WEBPACK_IMPORTED_MODULE_1__/* .Union */ .gP)([(0,_instantiate_mjs__WEBPACK_IMPORTED_MODULE_3__/* .InstantiateType */ .zO)(extendsResult.inferred, state, true_), (0,_instantiate_mjs__WEBPACK_IMPORTED_MODULE_3__/* .InstantiateType */ .zO)(context, state, false_)]) :
        _extends_index_mjs__WEBPACK_IMPORTED_MODULE_2__/* .ExtendsResult.IsExtendsTrue */ .d.IsExtendsTrue(extendsResult) ? (0,_instantiate_mjs__WEBPACK_IMPORTED_MODULE_3__/* .InstantiateType */ .zO)(extendsResult.inferred, state, true_) :
            (0,_instantiate_mjs__WEBPACK_IMPORTED_MODULE_3__/* .InstantiateType */ .zO)(context, state, false_));
}
function ConditionalAction(context, state, left, right, true_, false_, options) {
    const result = (0,_instantiate_mjs__WEBPACK_IMPORTED_MODULE_3__/* .CanInstantiate */ .pZ)([left, right])
        ? _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Memory.Update */ .c.Update(ConditionalOperation(context, state, left, right, true_, false_), {}, options)
        : (0,_action_conditional_mjs__WEBPACK_IMPORTED_MODULE_4__/* .ConditionalDeferred */ .M)(left, right, true_, false_, options);
    return result;
}
function ConditionalInstantiate(context, state, left, right, true_, false_, options) {
    const instantiatedLeft = (0,_instantiate_mjs__WEBPACK_IMPORTED_MODULE_3__/* .InstantiateType */ .zO)(context, state, left);
    const instantiatedRight = (0,_instantiate_mjs__WEBPACK_IMPORTED_MODULE_3__/* .InstantiateType */ .zO)(context, state, right);
    return ConditionalAction(context, state, instantiatedLeft, instantiatedRight, true_, false_, options);
}


/***/ }),

/***/ 6988:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   T: () => (/* binding */ ConstructorParametersInstantiate),
/* harmony export */   l: () => (/* binding */ ConstructorParametersAction)
/* harmony export */ });
/* harmony import */ var _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7062);
/* harmony import */ var _types_constructor_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8197);
/* harmony import */ var _types_tuple_mjs__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2023);
/* harmony import */ var _action_constructor_parameters_mjs__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4869);
/* harmony import */ var _instantiate_mjs__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7749);
// deno-lint-ignore-file ban-types
// deno-fmt-ignore-file







function ConstructorParametersOperation(type) {
    const parameters = (0,_types_constructor_mjs__WEBPACK_IMPORTED_MODULE_1__/* .IsConstructor */ .ZV)(type) ? type['parameters'] : [];
    const instantiatedParameters = (0,_instantiate_mjs__WEBPACK_IMPORTED_MODULE_4__/* .InstantiateElements */ .q1)({}, (0,_instantiate_mjs__WEBPACK_IMPORTED_MODULE_4__/* .State */ .Uw)([], []), parameters);
    const result = (0,_types_tuple_mjs__WEBPACK_IMPORTED_MODULE_2__/* .Tuple */ .rd)(instantiatedParameters);
    return result;
}
function ConstructorParametersAction(type, options) {
    const result = (0,_instantiate_mjs__WEBPACK_IMPORTED_MODULE_4__/* .CanInstantiate */ .pZ)([type])
        ? _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Memory.Update */ .c.Update(ConstructorParametersOperation(type), {}, options)
        : (0,_action_constructor_parameters_mjs__WEBPACK_IMPORTED_MODULE_3__/* .ConstructorParametersDeferred */ .O)(type, options);
    return result;
}
function ConstructorParametersInstantiate(context, state, type, options) {
    const instantiatedType = (0,_instantiate_mjs__WEBPACK_IMPORTED_MODULE_4__/* .InstantiateType */ .zO)(context, state, type);
    return ConstructorParametersAction(instantiatedType, options);
}


/***/ }),

/***/ 9324:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ CyclicCandidates)
/* harmony export */ });
/* harmony import */ var _types_properties_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4280);
/* harmony import */ var _check_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1458);
// deno-fmt-ignore-file


function ResolveCandidateKeys(context, keys) {
    return keys.reduce((result, left) => {
        return (0,_check_mjs__WEBPACK_IMPORTED_MODULE_1__/* .CyclicCheck */ .m)([left], context, context[left])
            ? [...result, left]
            : result;
    }, []);
}
/** Returns keys for context types that need to be transformed to TCyclic. */
function CyclicCandidates(context) {
    const keys = (0,_types_properties_mjs__WEBPACK_IMPORTED_MODULE_0__/* .PropertyKeys */ .K4)(context);
    const result = ResolveCandidateKeys(context, keys);
    return result;
}


/***/ }),

/***/ 1458:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   m: () => (/* binding */ CyclicCheck)
/* harmony export */ });
/* harmony import */ var _guard_index_mjs__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(8642);
/* harmony import */ var _types_array_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7894);
/* harmony import */ var _types_constructor_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8197);
/* harmony import */ var _types_function_mjs__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6951);
/* harmony import */ var _types_intersect_mjs__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9270);
/* harmony import */ var _types_object_mjs__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(982);
/* harmony import */ var _types_properties_mjs__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(4280);
/* harmony import */ var _types_record_mjs__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(8848);
/* harmony import */ var _types_tuple_mjs__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(2023);
/* harmony import */ var _types_union_mjs__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(1520);
/* harmony import */ var _types_ref_mjs__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(3042);
/* harmony import */ var _action_interface_mjs__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(1971);
// deno-fmt-ignore-file












function FromRef(stack, context, ref) {
    return (stack.includes(ref)
        ? true
        : FromType([...stack, ref], context, context[ref]));
}
function FromProperties(stack, context, properties) {
    const types = (0,_types_properties_mjs__WEBPACK_IMPORTED_MODULE_5__/* .PropertyValues */ .o6)(properties);
    return FromTypes(stack, context, types);
}
function FromTypes(stack, context, types) {
    return _guard_index_mjs__WEBPACK_IMPORTED_MODULE_11__.ShiftLeft(types, (left, right) => FromType(stack, context, left)
        ? true
        : FromTypes(stack, context, right), () => false);
}
function FromType(stack, context, type) {
    return ((0,_types_ref_mjs__WEBPACK_IMPORTED_MODULE_9__/* .IsRef */ .i)(type) ? FromRef(stack, context, type.$ref) :
        (0,_types_array_mjs__WEBPACK_IMPORTED_MODULE_0__/* .IsArray */ .QS)(type) ? FromType(stack, context, type.items) :
            (0,_types_constructor_mjs__WEBPACK_IMPORTED_MODULE_1__/* .IsConstructor */ .ZV)(type) ? FromTypes(stack, context, [...type.parameters, type.instanceType]) :
                (0,_types_function_mjs__WEBPACK_IMPORTED_MODULE_2__/* .IsFunction */ .hg)(type) ? FromTypes(stack, context, [...type.parameters, type.returnType]) :
                    (0,_action_interface_mjs__WEBPACK_IMPORTED_MODULE_10__/* .IsInterfaceDeferred */ .HG)(type) ? FromProperties(stack, context, type.parameters[1]) :
                        (0,_types_intersect_mjs__WEBPACK_IMPORTED_MODULE_3__/* .IsIntersect */ .Yq)(type) ? FromTypes(stack, context, type.allOf) :
                            (0,_types_object_mjs__WEBPACK_IMPORTED_MODULE_4__/* .IsObject */ .av)(type) ? FromProperties(stack, context, type.properties) :
                                (0,_types_union_mjs__WEBPACK_IMPORTED_MODULE_8__/* .IsUnion */ .my)(type) ? FromTypes(stack, context, type.anyOf) :
                                    (0,_types_tuple_mjs__WEBPACK_IMPORTED_MODULE_7__/* .IsTuple */ .PN)(type) ? FromTypes(stack, context, type.items) :
                                        (0,_types_record_mjs__WEBPACK_IMPORTED_MODULE_6__/* .IsRecord */ .cZ)(type) ? FromType(stack, context, (0,_types_record_mjs__WEBPACK_IMPORTED_MODULE_6__/* .RecordValue */ .Bo)(type)) :
                                            false);
}
/** Performs a cyclic check on the given type. Initial key stack can be empty, but faster if specified */
function CyclicCheck(stack, context, type) {
    const result = FromType(stack, context, type);
    return result;
}


/***/ }),

/***/ 405:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   h: () => (/* binding */ CyclicDependencies)
/* harmony export */ });
/* harmony import */ var _system_unreachable_index_mjs__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(9701);
/* harmony import */ var _types_array_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7894);
/* harmony import */ var _types_constructor_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8197);
/* harmony import */ var _types_function_mjs__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6951);
/* harmony import */ var _types_intersect_mjs__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9270);
/* harmony import */ var _types_object_mjs__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(982);
/* harmony import */ var _types_properties_mjs__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(4280);
/* harmony import */ var _types_record_mjs__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(8848);
/* harmony import */ var _types_tuple_mjs__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(2023);
/* harmony import */ var _types_union_mjs__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(1520);
/* harmony import */ var _types_ref_mjs__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(3042);
/* harmony import */ var _action_interface_mjs__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(1971);
// deno-fmt-ignore-file












function FromRef(context, ref, result) {
    return (result.includes(ref)
        ? result
        : ref in context
            ? FromType(context, context[ref], [...result, ref])
            : (0,_system_unreachable_index_mjs__WEBPACK_IMPORTED_MODULE_11__/* .Unreachable */ .L)());
}
function FromProperties(context, properties, result) {
    const types = (0,_types_properties_mjs__WEBPACK_IMPORTED_MODULE_5__/* .PropertyValues */ .o6)(properties);
    return FromTypes(context, types, result);
}
function FromTypes(context, types, result) {
    return types.reduce((result, left) => {
        return FromType(context, left, result);
    }, result);
}
function FromType(context, type, result) {
    return ((0,_types_ref_mjs__WEBPACK_IMPORTED_MODULE_9__/* .IsRef */ .i)(type) ? FromRef(context, type.$ref, result) :
        (0,_types_array_mjs__WEBPACK_IMPORTED_MODULE_0__/* .IsArray */ .QS)(type) ? FromType(context, type.items, result) :
            (0,_types_constructor_mjs__WEBPACK_IMPORTED_MODULE_1__/* .IsConstructor */ .ZV)(type) ? FromTypes(context, [...type.parameters, type.instanceType], result) :
                (0,_types_function_mjs__WEBPACK_IMPORTED_MODULE_2__/* .IsFunction */ .hg)(type) ? FromTypes(context, [...type.parameters, type.returnType], result) :
                    (0,_action_interface_mjs__WEBPACK_IMPORTED_MODULE_10__/* .IsInterfaceDeferred */ .HG)(type) ? FromProperties(context, type.parameters[1], result) :
                        (0,_types_intersect_mjs__WEBPACK_IMPORTED_MODULE_3__/* .IsIntersect */ .Yq)(type) ? FromTypes(context, type.allOf, result) :
                            (0,_types_object_mjs__WEBPACK_IMPORTED_MODULE_4__/* .IsObject */ .av)(type) ? FromProperties(context, type.properties, result) :
                                (0,_types_union_mjs__WEBPACK_IMPORTED_MODULE_8__/* .IsUnion */ .my)(type) ? FromTypes(context, type.anyOf, result) :
                                    (0,_types_tuple_mjs__WEBPACK_IMPORTED_MODULE_7__/* .IsTuple */ .PN)(type) ? FromTypes(context, type.items, result) :
                                        (0,_types_record_mjs__WEBPACK_IMPORTED_MODULE_6__/* .IsRecord */ .cZ)(type) ? FromType(context, (0,_types_record_mjs__WEBPACK_IMPORTED_MODULE_6__/* .RecordValue */ .Bo)(type), result) :
                                            result);
}
/** Returns dependent cyclic keys for the given type. This function is used to dead-type-eliminate (DTE) for initializing TCyclic types. */
function CyclicDependencies(context, key, type) {
    const result = FromType(context, type, [key]);
    return result;
}


/***/ }),

/***/ 9716:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Z7: () => (/* reexport */ CyclicExtends)
});

// UNUSED EXPORTS: CyclicCandidates, CyclicCheck, CyclicDependencies, CyclicTarget, InstantiateCyclic

// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/cyclic/candidates.mjs
var candidates = __webpack_require__(9324);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/cyclic/check.mjs
var check = __webpack_require__(1458);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/cyclic/dependencies.mjs
var dependencies = __webpack_require__(405);
// EXTERNAL MODULE: ./node_modules/typebox/build/guard/guard.mjs + 2 modules
var guard = __webpack_require__(8642);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/any.mjs
var any = __webpack_require__(4935);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/array.mjs
var array = __webpack_require__(7894);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/constructor.mjs
var types_constructor = __webpack_require__(8197);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/function.mjs
var types_function = __webpack_require__(6951);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/intersect.mjs
var intersect = __webpack_require__(9270);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/object.mjs
var object = __webpack_require__(982);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/record.mjs
var record = __webpack_require__(8848);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/ref.mjs
var ref = __webpack_require__(3042);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/tuple.mjs
var tuple = __webpack_require__(2023);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/union.mjs
var union = __webpack_require__(1520);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/unknown.mjs
var unknown = __webpack_require__(7191);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/cyclic/extends.mjs
// deno-fmt-ignore-file












function FromRef(_ref) {
    return (0,any/* Any */.F)();
}
function FromProperties(properties) {
    return guard.Keys(properties).reduce((result, key) => {
        return { ...result, [key]: FromType(properties[key]) };
    }, {});
}
function FromTypes(types) {
    return types.reduce((result, left) => {
        return [...result, FromType(left)];
    }, []);
}
function FromType(type) {
    return ((0,ref/* IsRef */.i)(type) ? FromRef(type.$ref) :
        (0,array/* IsArray */.QS)(type) ? (0,array/* Array */.O3)(FromType(type.items), (0,array/* ArrayOptions */.Qn)(type)) :
            (0,types_constructor/* IsConstructor */.ZV)(type) ? (0,types_constructor/* Constructor */.DO)(FromTypes(type.parameters), FromType(type.instanceType)) :
                (0,types_function/* IsFunction */.hg)(type) ? (0,types_function/* Function */.zt)(FromTypes(type.parameters), FromType(type.returnType)) :
                    (0,intersect/* IsIntersect */.Yq)(type) ? (0,intersect/* Intersect */.oo)(FromTypes(type.allOf)) :
                        (0,object/* IsObject */.av)(type) ? (0,object/* Object */.wS)(FromProperties(type.properties)) :
                            (0,record/* IsRecord */.cZ)(type) ? (0,record/* Record */.mS)((0,record/* RecordKey */.VJ)(type), FromType((0,record/* RecordValue */.Bo)(type))) :
                                (0,union/* IsUnion */.my)(type) ? (0,union/* Union */.gP)(FromTypes(type.anyOf)) :
                                    (0,tuple/* IsTuple */.PN)(type) ? (0,tuple/* Tuple */.rd)(FromTypes(type.items)) :
                                        type);
}
function CyclicAnyFromParameters(defs, ref) {
    return (ref in defs
        ? FromType(defs[ref])
        : (0,unknown/* Unknown */.$)());
}
/** Transforms TCyclic TRef's into TAny's. This function is used prior to TExtends checks to enable cyclics to be structurally checked and terminated (with TAny) at first point of recursion, what would otherwise be a recursive TRef.*/
function CyclicExtends(type) {
    return CyclicAnyFromParameters(type.$defs, type.$ref);
}

// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/cyclic/instantiate.mjs
var instantiate = __webpack_require__(3202);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/cyclic/target.mjs
var target = __webpack_require__(1385);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/cyclic/index.mjs








/***/ }),

/***/ 3202:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   w: () => (/* binding */ InstantiateCyclic)
/* harmony export */ });
/* harmony import */ var _guard_index_mjs__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(8642);
/* harmony import */ var _types_cyclic_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(330);
/* harmony import */ var _types_object_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(982);
/* harmony import */ var _cyclic_dependencies_mjs__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(405);
/* harmony import */ var _action_index_mjs__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6301);
/* harmony import */ var _instantiate_mjs__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7749);
/* harmony import */ var _evaluate_evaluate_mjs__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(67);
// deno-lint-ignore-file ban-types
// deno-fmt-ignore-file









function CyclicInterface(context, heritage, properties) {
    const instantiatedHeritage = (0,_instantiate_mjs__WEBPACK_IMPORTED_MODULE_4__/* .InstantiateTypes */ .kX)(context, (0,_instantiate_mjs__WEBPACK_IMPORTED_MODULE_4__/* .State */ .Uw)([], []), heritage);
    const instantiatedProperties = (0,_instantiate_mjs__WEBPACK_IMPORTED_MODULE_4__/* .InstantiateProperties */ .et)({}, (0,_instantiate_mjs__WEBPACK_IMPORTED_MODULE_4__/* .State */ .Uw)([], []), properties);
    const evaluatedInterface = (0,_evaluate_evaluate_mjs__WEBPACK_IMPORTED_MODULE_5__/* .EvaluateIntersect */ .He)([...instantiatedHeritage, (0,_types_object_mjs__WEBPACK_IMPORTED_MODULE_1__/* .Object */ .wS)(instantiatedProperties)]);
    return evaluatedInterface;
}
function CyclicDefinitions(context, dependencies) {
    const keys = _guard_index_mjs__WEBPACK_IMPORTED_MODULE_6__.Keys(context).filter(key => dependencies.includes(key));
    return keys.reduce((result, key) => {
        const type = context[key];
        const instantiatedType = (0,_action_index_mjs__WEBPACK_IMPORTED_MODULE_3__/* .IsInterfaceDeferred */ .HG)(type) ? CyclicInterface(context, type.parameters[0], type.parameters[1]) : type;
        return { ...result, [key]: instantiatedType };
    }, {});
}
function InstantiateCyclic(context, ref, type) {
    const dependencies = (0,_cyclic_dependencies_mjs__WEBPACK_IMPORTED_MODULE_2__/* .CyclicDependencies */ .h)(context, ref, type);
    const definitions = CyclicDefinitions(context, dependencies);
    const result = (0,_types_cyclic_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Cyclic */ .MW)(definitions, ref);
    return result;
}


/***/ }),

/***/ 1385:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   z: () => (/* binding */ CyclicTarget)
/* harmony export */ });
/* harmony import */ var _types_never_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9139);
/* harmony import */ var _types_ref_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3042);
// deno-fmt-ignore-file


function Resolve(defs, ref) {
    return (ref in defs
        ? (0,_types_ref_mjs__WEBPACK_IMPORTED_MODULE_1__/* .IsRef */ .i)(defs[ref])
            // @ts-ignore 5.0.4 - does not see $ref
            ? Resolve(defs, defs[ref].$ref)
            : defs[ref]
        : (0,_types_never_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Never */ .ps)());
}
/** Returns the target Type from the Defs or Never if target is non-resolvable */
function CyclicTarget(defs, ref) {
    const result = Resolve(defs, ref);
    return result;
}


/***/ }),

/***/ 1767:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ Broaden)
/* harmony export */ });
/* harmony import */ var _guard_index_mjs__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(8642);
/* harmony import */ var _types_any_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4935);
/* harmony import */ var _types_never_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9139);
/* harmony import */ var _types_object_mjs__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(982);
/* harmony import */ var _types_unknown_mjs__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7191);
/* harmony import */ var _compare_mjs__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5703);
/* harmony import */ var _flatten_mjs__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(7424);
/* harmony import */ var _evaluate_mjs__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(67);
// deno-fmt-ignore-file








function BroadenFilter(type, types, result = [], all = types) {
    return _guard_index_mjs__WEBPACK_IMPORTED_MODULE_7__.ShiftLeft(types, (left, right) => {
        const compare = (0,_compare_mjs__WEBPACK_IMPORTED_MODULE_4__/* .Compare */ .Gs)(type, left);
        return ((_guard_index_mjs__WEBPACK_IMPORTED_MODULE_7__.IsEqual(compare, _compare_mjs__WEBPACK_IMPORTED_MODULE_4__/* .CompareResultLeftInside */ .Ez) || _guard_index_mjs__WEBPACK_IMPORTED_MODULE_7__.IsEqual(compare, _compare_mjs__WEBPACK_IMPORTED_MODULE_4__/* .CompareResultEqual */ .Tu))
            ? all // Left in set. Return original All set.
            : _guard_index_mjs__WEBPACK_IMPORTED_MODULE_7__.IsEqual(compare, _compare_mjs__WEBPACK_IMPORTED_MODULE_4__/* .CompareResultDisjoint */ .Nk)
                ? BroadenFilter(type, right, [...result, left], all) // Left is disjoint, keep it
                : BroadenFilter(type, right, result, all) // Left in Type, drop it
        );
    }, () => [...result, type]); // Type broadest in set
}
function BroadenType(type, types, result) {
    const evaluated = (0,_evaluate_mjs__WEBPACK_IMPORTED_MODULE_6__/* .EvaluateType */ .Ey)(type);
    return ((0,_types_any_mjs__WEBPACK_IMPORTED_MODULE_0__/* .IsAny */ .h)(evaluated) ? [evaluated] : // terminate (always the most broad)
        (0,_types_unknown_mjs__WEBPACK_IMPORTED_MODULE_3__/* .IsUnknown */ .f)(evaluated) ? [evaluated] : // terminate (always the most broad)
            (0,_types_never_mjs__WEBPACK_IMPORTED_MODULE_1__/* .IsNever */ .Df)(evaluated) ? BroadenTypes(types, result) : // ignored: never is dropped
                (0,_types_object_mjs__WEBPACK_IMPORTED_MODULE_2__/* .IsObject */ .av)(evaluated) ? BroadenTypes(types, [...result, evaluated]) : // objects are always considered (too expensive to compare)
                    BroadenTypes(types, BroadenFilter(evaluated, result)));
}
function BroadenTypes(types, result = []) {
    return _guard_index_mjs__WEBPACK_IMPORTED_MODULE_7__.ShiftLeft(types, (left, right) => (BroadenType(left, right, result)), () => result);
}
/** Broadens a set of types and returns either the most broad type, or union or disjoint types. */
function Broaden(types) {
    const broadened = BroadenTypes(types);
    const flattened = (0,_flatten_mjs__WEBPACK_IMPORTED_MODULE_5__/* .Flatten */ .F)(broadened);
    return flattened;
}


/***/ }),

/***/ 5703:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ez: () => (/* binding */ CompareResultLeftInside),
/* harmony export */   Gs: () => (/* binding */ Compare),
/* harmony export */   HD: () => (/* binding */ CompareResultRightInside),
/* harmony export */   Nk: () => (/* binding */ CompareResultDisjoint),
/* harmony export */   Tu: () => (/* binding */ CompareResultEqual)
/* harmony export */ });
/* harmony import */ var _extends_index_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5257);
// deno-lint-ignore-file ban-types
// deno-fmt-ignore-file

// ------------------------------------------------------------------
// TCompare
// ------------------------------------------------------------------
const CompareResultEqual = 0; // 'equal'
const CompareResultDisjoint = 1; // 'disjoint'
const CompareResultLeftInside = 2; // 'left-inside'
const CompareResultRightInside = 3; // 'right-inside'
/** Compares left and right types and determines their set relationship. */
function Compare(left, right) {
    const extendsCheck = [(0,_extends_index_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Extends */ .q)({}, left, right), (0,_extends_index_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Extends */ .q)({}, right, left)];
    return (_extends_index_mjs__WEBPACK_IMPORTED_MODULE_0__/* .ExtendsResult.IsExtendsTrueLike */ .d.IsExtendsTrueLike(extendsCheck[0]) && _extends_index_mjs__WEBPACK_IMPORTED_MODULE_0__/* .ExtendsResult.IsExtendsTrueLike */ .d.IsExtendsTrueLike(extendsCheck[1]) ? CompareResultEqual :
        _extends_index_mjs__WEBPACK_IMPORTED_MODULE_0__/* .ExtendsResult.IsExtendsTrueLike */ .d.IsExtendsTrueLike(extendsCheck[0]) && _extends_index_mjs__WEBPACK_IMPORTED_MODULE_0__/* .ExtendsResult.IsExtendsFalse */ .d.IsExtendsFalse(extendsCheck[1]) ? CompareResultLeftInside :
            _extends_index_mjs__WEBPACK_IMPORTED_MODULE_0__/* .ExtendsResult.IsExtendsFalse */ .d.IsExtendsFalse(extendsCheck[0]) && _extends_index_mjs__WEBPACK_IMPORTED_MODULE_0__/* .ExtendsResult.IsExtendsTrueLike */ .d.IsExtendsTrueLike(extendsCheck[1]) ? CompareResultRightInside :
                CompareResultDisjoint);
}


/***/ }),

/***/ 9315:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   e: () => (/* binding */ Composite)
/* harmony export */ });
/* harmony import */ var _guard_index_mjs__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(8642);
/* harmony import */ var _types_object_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(982);
/* harmony import */ var _types_never_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9139);
/* harmony import */ var _types_tuple_mjs__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2023);
/* harmony import */ var _tuple_to_object_mjs__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5838);
/* harmony import */ var _property_mjs__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8897);
// deno-fmt-ignore-file
// deno-lint-ignore-file






function CompositePropertyKey(left, right, key) {
    return (key in left
        ? key in right ? (0,_property_mjs__WEBPACK_IMPORTED_MODULE_4__/* .EvaluatePropertyIntersect */ .u)(left[key], right[key]) : left[key]
        : key in right ? right[key] : (0,_types_never_mjs__WEBPACK_IMPORTED_MODULE_1__/* .Never */ .ps)());
}
function CompositeProperties(left, right) {
    const keys = new Set([..._guard_index_mjs__WEBPACK_IMPORTED_MODULE_5__.Keys(left), ..._guard_index_mjs__WEBPACK_IMPORTED_MODULE_5__.Keys(right)]);
    const result = [...keys].reduce((result, key) => {
        return { ...result, [key]: CompositePropertyKey(left, right, key) };
    }, {});
    return result;
}
function GetProperties(type) {
    const result = ((0,_types_object_mjs__WEBPACK_IMPORTED_MODULE_0__/* .IsObject */ .av)(type) ? type.properties :
        (0,_types_tuple_mjs__WEBPACK_IMPORTED_MODULE_2__/* .IsTuple */ .PN)(type) ? (0,_tuple_to_object_mjs__WEBPACK_IMPORTED_MODULE_3__/* .TupleElementsToProperties */ .y)(type.items) :
            {});
    return result;
}
function Composite(left, right) {
    const leftProperties = GetProperties(left);
    const rightProperties = GetProperties(right);
    const properties = CompositeProperties(leftProperties, rightProperties);
    const result = (0,_types_object_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Object */ .wS)(properties);
    return result;
}


/***/ }),

/***/ 75:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   m: () => (/* binding */ Distribute)
/* harmony export */ });
/* harmony import */ var _guard_index_mjs__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8642);
/* harmony import */ var _types_union_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1520);
/* harmony import */ var _narrow_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4839);
/* harmony import */ var _evaluate_mjs__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(67);
// deno-fmt-ignore-file
// deno-fmt-ignore-file





function ShouldEvaluate(left, right) {
    const result = (0,_types_union_mjs__WEBPACK_IMPORTED_MODULE_0__/* .IsUnion */ .my)(left) || (0,_types_union_mjs__WEBPACK_IMPORTED_MODULE_0__/* .IsUnion */ .my)(right);
    return result;
}
function DistributeOperation(left, right) {
    const evaluatedLeft = (0,_evaluate_mjs__WEBPACK_IMPORTED_MODULE_2__/* .EvaluateType */ .Ey)(left);
    const evaluatedRight = (0,_evaluate_mjs__WEBPACK_IMPORTED_MODULE_2__/* .EvaluateType */ .Ey)(right);
    const shouldEvaluate = ShouldEvaluate(evaluatedLeft, evaluatedRight);
    const result = shouldEvaluate
        ? (0,_evaluate_mjs__WEBPACK_IMPORTED_MODULE_2__/* .EvaluateIntersect */ .He)([evaluatedLeft, evaluatedRight])
        : (0,_narrow_mjs__WEBPACK_IMPORTED_MODULE_1__/* .Narrow */ .g)(evaluatedLeft, evaluatedRight);
    return result;
}
function DistributeType(type, types, result = []) {
    return _guard_index_mjs__WEBPACK_IMPORTED_MODULE_3__.ShiftLeft(types, (left, right) => DistributeType(type, right, [...result, DistributeOperation(left, type)]), () => _guard_index_mjs__WEBPACK_IMPORTED_MODULE_3__.IsEqual(result.length, 0)
        ? [type]
        : result);
}
function DistributeUnion(types, distribution, result = []) {
    return _guard_index_mjs__WEBPACK_IMPORTED_MODULE_3__.ShiftLeft(types, (left, right) => DistributeUnion(right, distribution, [...result, ...Distribute([left], distribution)]), () => result);
}
function Distribute(types, result = []) {
    return _guard_index_mjs__WEBPACK_IMPORTED_MODULE_3__.ShiftLeft(types, (left, right) => (0,_types_union_mjs__WEBPACK_IMPORTED_MODULE_0__/* .IsUnion */ .my)(left)
        ? Distribute(right, DistributeUnion(left.anyOf, result))
        : Distribute(right, DistributeType(left, result)), () => result);
}


/***/ }),

/***/ 67:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $j: () => (/* binding */ EvaluateDependent),
/* harmony export */   Ey: () => (/* binding */ EvaluateType),
/* harmony export */   He: () => (/* binding */ EvaluateIntersect),
/* harmony export */   Ts: () => (/* binding */ EvaluateUnionFast),
/* harmony export */   hM: () => (/* binding */ EvaluateUnion),
/* harmony export */   pF: () => (/* binding */ EvaluateTemplateLiteral),
/* harmony export */   zu: () => (/* binding */ EvaluateEnum)
/* harmony export */ });
/* harmony import */ var _guard_index_mjs__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(8642);
/* harmony import */ var _types_dependent_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8712);
/* harmony import */ var _types_enum_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8903);
/* harmony import */ var _types_intersect_mjs__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9270);
/* harmony import */ var _types_literal_mjs__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(0);
/* harmony import */ var _types_never_mjs__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(9139);
/* harmony import */ var _types_template_literal_mjs__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(4125);
/* harmony import */ var _types_union_mjs__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(1520);
/* harmony import */ var _distribute_mjs__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(75);
/* harmony import */ var _broaden_mjs__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(1767);
/* harmony import */ var _exclude_operation_mjs__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(7666);
/* harmony import */ var _template_literal_decode_mjs__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(6233);
// deno-fmt-ignore-file








// ------------------------------------------------------------------
// Infrastructure
// ------------------------------------------------------------------




function EvaluateDependent(if_, then_, else_) {
    const intersected = EvaluateIntersect([if_, then_]);
    const excluded = (0,_exclude_operation_mjs__WEBPACK_IMPORTED_MODULE_9__/* .ExcludeOperation */ .a)(else_, if_);
    const result = EvaluateUnion([intersected, excluded]);
    return result;
}
function EvaluateEnum(values, result = []) {
    return _guard_index_mjs__WEBPACK_IMPORTED_MODULE_11__.ShiftLeft(values, (left, right) => EvaluateEnum(right, [...result, (0,_types_literal_mjs__WEBPACK_IMPORTED_MODULE_3__/* .Literal */ .uS)(left)]), () => EvaluateUnion(result));
}
function EvaluateIntersect(types) {
    const distribution = (0,_distribute_mjs__WEBPACK_IMPORTED_MODULE_7__/* .Distribute */ .m)(types);
    const broadend = (0,_broaden_mjs__WEBPACK_IMPORTED_MODULE_8__/* .Broaden */ .A)(distribution);
    const result = EvaluateUnion(broadend);
    return result;
}
function EvaluateTemplateLiteral(pattern) {
    const evaluated = (0,_template_literal_decode_mjs__WEBPACK_IMPORTED_MODULE_10__/* .TemplateLiteralDecode */ .G)(pattern);
    const result = EvaluateType(evaluated);
    return result;
}
function EvaluateUnion(types) {
    const broadend = (0,_broaden_mjs__WEBPACK_IMPORTED_MODULE_8__/* .Broaden */ .A)(types);
    const result = EvaluateUnionFast(broadend);
    return result;
}
function EvaluateType(type) {
    const result = ((0,_types_dependent_mjs__WEBPACK_IMPORTED_MODULE_0__/* .IsDependent */ .oZ)(type) ? EvaluateDependent(type.if, type.then, type.else) :
        (0,_types_enum_mjs__WEBPACK_IMPORTED_MODULE_1__/* .IsEnum */ .Kk)(type) ? EvaluateEnum(type.enum) :
            (0,_types_intersect_mjs__WEBPACK_IMPORTED_MODULE_2__/* .IsIntersect */ .Yq)(type) ? EvaluateIntersect(type.allOf) :
                (0,_types_template_literal_mjs__WEBPACK_IMPORTED_MODULE_5__/* .IsTemplateLiteral */ .gm)(type) ? EvaluateTemplateLiteral(type.pattern) :
                    (0,_types_union_mjs__WEBPACK_IMPORTED_MODULE_6__/* .IsUnion */ .my)(type) ? EvaluateUnion(type.anyOf) :
                        type);
    return result;
}
function EvaluateUnionFast(types) {
    const result = (_guard_index_mjs__WEBPACK_IMPORTED_MODULE_11__.IsEqual(types.length, 1) ? types[0] :
        _guard_index_mjs__WEBPACK_IMPORTED_MODULE_11__.IsEqual(types.length, 0) ? (0,_types_never_mjs__WEBPACK_IMPORTED_MODULE_4__/* .Never */ .ps)() :
            (0,_types_union_mjs__WEBPACK_IMPORTED_MODULE_6__/* .Union */ .gP)(types));
    return result;
}


/***/ }),

/***/ 7424:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ Flatten)
/* harmony export */ });
/* harmony import */ var _guard_index_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8642);
/* harmony import */ var _types_union_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1520);
// deno-fmt-ignore-file


function FlattenType(type) {
    const result = (0,_types_union_mjs__WEBPACK_IMPORTED_MODULE_0__/* .IsUnion */ .my)(type) ? Flatten(type.anyOf) : [type];
    return result;
}
function Flatten(types, result = []) {
    return _guard_index_mjs__WEBPACK_IMPORTED_MODULE_1__.ShiftLeft(types, (left, right) => Flatten(right, [...result, ...FlattenType(left)]), () => result);
}


/***/ }),

/***/ 4798:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   He: () => (/* reexport safe */ _evaluate_mjs__WEBPACK_IMPORTED_MODULE_4__.He),
/* harmony export */   hM: () => (/* reexport safe */ _evaluate_mjs__WEBPACK_IMPORTED_MODULE_4__.hM),
/* harmony export */   pF: () => (/* reexport safe */ _evaluate_mjs__WEBPACK_IMPORTED_MODULE_4__.pF)
/* harmony export */ });
/* harmony import */ var _broaden_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1767);
/* harmony import */ var _compare_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5703);
/* harmony import */ var _composite_mjs__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9315);
/* harmony import */ var _distribute_mjs__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(75);
/* harmony import */ var _evaluate_mjs__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(67);
/* harmony import */ var _flatten_mjs__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(7424);
/* harmony import */ var _instantiate_mjs__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(6018);
/* harmony import */ var _narrow_mjs__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(4839);
/* harmony import */ var _property_mjs__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(8897);











/***/ }),

/***/ 6018:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   a: () => (/* binding */ EvaluateInstantiate),
/* harmony export */   i: () => (/* binding */ EvaluateAction)
/* harmony export */ });
/* harmony import */ var _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7062);
/* harmony import */ var _instantiate_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7749);
/* harmony import */ var _evaluate_mjs__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(67);
// deno-fmt-ignore-file



function EvaluateAction(type, options) {
    const result = _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Memory.Update */ .c.Update((0,_evaluate_mjs__WEBPACK_IMPORTED_MODULE_2__/* .EvaluateType */ .Ey)(type), {}, options);
    return result;
}
function EvaluateInstantiate(context, state, type, options) {
    const instantiatedType = (0,_instantiate_mjs__WEBPACK_IMPORTED_MODULE_1__/* .InstantiateType */ .zO)(context, state, type);
    return EvaluateAction(instantiatedType, options);
}


/***/ }),

/***/ 4839:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   g: () => (/* binding */ Narrow)
/* harmony export */ });
/* harmony import */ var _guard_index_mjs__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(8642);
/* harmony import */ var _types_object_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(982);
/* harmony import */ var _types_any_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4935);
/* harmony import */ var _types_never_mjs__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9139);
/* harmony import */ var _types_tuple_mjs__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2023);
/* harmony import */ var _types_unknown_mjs__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7191);
/* harmony import */ var _compare_mjs__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(5703);
/* harmony import */ var _composite_mjs__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(9315);
// deno-fmt-ignore-file








function NarrowCompareRule(left, right) {
    const result = (0,_compare_mjs__WEBPACK_IMPORTED_MODULE_5__/* .Compare */ .Gs)(left, right);
    return (_guard_index_mjs__WEBPACK_IMPORTED_MODULE_7__.IsEqual(result, _compare_mjs__WEBPACK_IMPORTED_MODULE_5__/* .CompareResultLeftInside */ .Ez) ? left :
        _guard_index_mjs__WEBPACK_IMPORTED_MODULE_7__.IsEqual(result, _compare_mjs__WEBPACK_IMPORTED_MODULE_5__/* .CompareResultRightInside */ .HD) ? right :
            _guard_index_mjs__WEBPACK_IMPORTED_MODULE_7__.IsEqual(result, _compare_mjs__WEBPACK_IMPORTED_MODULE_5__/* .CompareResultEqual */ .Tu) ? right :
                (0,_types_never_mjs__WEBPACK_IMPORTED_MODULE_2__/* .Never */ .ps)());
}
function CanComposite(type) {
    return ((0,_types_object_mjs__WEBPACK_IMPORTED_MODULE_0__/* .IsObject */ .av)(type) || (0,_types_tuple_mjs__WEBPACK_IMPORTED_MODULE_3__/* .IsTuple */ .PN)(type));
}
function NarrowCompositeRule(left, right) {
    const canCompositeLeft = CanComposite(left);
    const canCompositeRight = CanComposite(right);
    return (canCompositeLeft && canCompositeRight ? (0,_composite_mjs__WEBPACK_IMPORTED_MODULE_6__/* .Composite */ .e)(left, right) :
        canCompositeLeft && !canCompositeRight ? left :
            !canCompositeLeft && canCompositeRight ? right :
                NarrowCompareRule(left, right));
}
function Narrow(left, right) {
    return ((0,_types_never_mjs__WEBPACK_IMPORTED_MODULE_2__/* .IsNever */ .Df)(left) ? left :
        (0,_types_any_mjs__WEBPACK_IMPORTED_MODULE_1__/* .IsAny */ .h)(left) ? left :
            (0,_types_unknown_mjs__WEBPACK_IMPORTED_MODULE_4__/* .IsUnknown */ .f)(left) ? right :
                (0,_types_never_mjs__WEBPACK_IMPORTED_MODULE_2__/* .IsNever */ .Df)(right) ? right :
                    (0,_types_any_mjs__WEBPACK_IMPORTED_MODULE_1__/* .IsAny */ .h)(right) ? right :
                        (0,_types_unknown_mjs__WEBPACK_IMPORTED_MODULE_4__/* .IsUnknown */ .f)(right) ? left :
                            NarrowCompositeRule(left, right));
}


/***/ }),

/***/ 8897:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ EvaluatePropertyUnion),
/* harmony export */   u: () => (/* binding */ EvaluatePropertyIntersect)
/* harmony export */ });
/* harmony import */ var _types_optional_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(214);
/* harmony import */ var _types_readonly_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3288);
/* harmony import */ var _optional_instantiate_add_mjs__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1199);
/* harmony import */ var _readonly_instantiate_add_mjs__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2149);
/* harmony import */ var _optional_instantiate_remove_mjs__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5806);
/* harmony import */ var _readonly_instantiate_remove_mjs__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6036);
/* harmony import */ var _evaluate_mjs__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(67);
// deno-fmt-ignore-file







function EvaluatePropertyIntersect(left, right) {
    const isReadonly = (0,_types_readonly_mjs__WEBPACK_IMPORTED_MODULE_1__/* .IsReadonly */ .T)(left) && (0,_types_readonly_mjs__WEBPACK_IMPORTED_MODULE_1__/* .IsReadonly */ .T)(right);
    const isOptional = (0,_types_optional_mjs__WEBPACK_IMPORTED_MODULE_0__/* .IsOptional */ .X)(left) && (0,_types_optional_mjs__WEBPACK_IMPORTED_MODULE_0__/* .IsOptional */ .X)(right);
    const evaluated = (0,_evaluate_mjs__WEBPACK_IMPORTED_MODULE_6__/* .EvaluateIntersect */ .He)([left, right]);
    const property = (0,_readonly_instantiate_remove_mjs__WEBPACK_IMPORTED_MODULE_5__/* .RemoveReadonlyAction */ .$)((0,_optional_instantiate_remove_mjs__WEBPACK_IMPORTED_MODULE_4__/* .RemoveOptionalAction */ .H)(evaluated, {}), {});
    return (isReadonly && isOptional ? (0,_readonly_instantiate_add_mjs__WEBPACK_IMPORTED_MODULE_3__/* .AddReadonlyAction */ .I)((0,_optional_instantiate_add_mjs__WEBPACK_IMPORTED_MODULE_2__/* .AddOptionalAction */ .M)(property, {}), {}) :
        isReadonly ? (0,_readonly_instantiate_add_mjs__WEBPACK_IMPORTED_MODULE_3__/* .AddReadonlyAction */ .I)(property, {}) :
            isOptional ? (0,_optional_instantiate_add_mjs__WEBPACK_IMPORTED_MODULE_2__/* .AddOptionalAction */ .M)(property, {}) :
                property);
}
function EvaluatePropertyUnion(left, right) {
    const isReadonly = (0,_types_readonly_mjs__WEBPACK_IMPORTED_MODULE_1__/* .IsReadonly */ .T)(left) || (0,_types_readonly_mjs__WEBPACK_IMPORTED_MODULE_1__/* .IsReadonly */ .T)(right);
    const isOptional = (0,_types_optional_mjs__WEBPACK_IMPORTED_MODULE_0__/* .IsOptional */ .X)(left) || (0,_types_optional_mjs__WEBPACK_IMPORTED_MODULE_0__/* .IsOptional */ .X)(right);
    const leftProperty = (0,_readonly_instantiate_remove_mjs__WEBPACK_IMPORTED_MODULE_5__/* .RemoveReadonlyAction */ .$)((0,_optional_instantiate_remove_mjs__WEBPACK_IMPORTED_MODULE_4__/* .RemoveOptionalAction */ .H)(left, {}), {});
    const rightProperty = (0,_readonly_instantiate_remove_mjs__WEBPACK_IMPORTED_MODULE_5__/* .RemoveReadonlyAction */ .$)((0,_optional_instantiate_remove_mjs__WEBPACK_IMPORTED_MODULE_4__/* .RemoveOptionalAction */ .H)(right, {}), {});
    const property = (0,_evaluate_mjs__WEBPACK_IMPORTED_MODULE_6__/* .EvaluateUnion */ .hM)([leftProperty, rightProperty]);
    return (isReadonly && isOptional ? (0,_readonly_instantiate_add_mjs__WEBPACK_IMPORTED_MODULE_3__/* .AddReadonlyAction */ .I)((0,_optional_instantiate_add_mjs__WEBPACK_IMPORTED_MODULE_2__/* .AddOptionalAction */ .M)(property, {}), {}) :
        isReadonly ? (0,_readonly_instantiate_add_mjs__WEBPACK_IMPORTED_MODULE_3__/* .AddReadonlyAction */ .I)(property, {}) :
            isOptional ? (0,_optional_instantiate_add_mjs__WEBPACK_IMPORTED_MODULE_2__/* .AddOptionalAction */ .M)(property, {}) :
                property);
}


/***/ }),

/***/ 9345:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ ExcludeAction),
/* harmony export */   f: () => (/* binding */ ExcludeInstantiate)
/* harmony export */ });
/* harmony import */ var _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7062);
/* harmony import */ var _instantiate_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7749);
/* harmony import */ var _action_exclude_mjs__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4276);
/* harmony import */ var _operation_mjs__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7666);
// deno-fmt-ignore-file




function ExcludeAction(left, right, options) {
    const result = (0,_instantiate_mjs__WEBPACK_IMPORTED_MODULE_1__/* .CanInstantiate */ .pZ)([left, right])
        ? _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Memory.Update */ .c.Update((0,_operation_mjs__WEBPACK_IMPORTED_MODULE_3__/* .ExcludeOperation */ .a)(left, right), {}, options)
        : (0,_action_exclude_mjs__WEBPACK_IMPORTED_MODULE_2__/* .ExcludeDeferred */ .Y)(left, right, options);
    return result;
}
function ExcludeInstantiate(context, state, left, right, options) {
    const instantiatedLeft = (0,_instantiate_mjs__WEBPACK_IMPORTED_MODULE_1__/* .InstantiateType */ .zO)(context, state, left);
    const instantiatedRight = (0,_instantiate_mjs__WEBPACK_IMPORTED_MODULE_1__/* .InstantiateType */ .zO)(context, state, right);
    return ExcludeAction(instantiatedLeft, instantiatedRight, options);
}


/***/ }),

/***/ 7666:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   a: () => (/* binding */ ExcludeOperation)
/* harmony export */ });
/* harmony import */ var _guard_index_mjs__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8642);
/* harmony import */ var _types_union_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1520);
/* harmony import */ var _extends_index_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5257);
/* harmony import */ var _evaluate_evaluate_mjs__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(67);
// deno-lint-ignore-file ban-types
// deno-fmt-ignore-file





function ExcludeType(left, right) {
    const check = (0,_extends_index_mjs__WEBPACK_IMPORTED_MODULE_1__/* .Extends */ .q)({}, left, right);
    const result = _extends_index_mjs__WEBPACK_IMPORTED_MODULE_1__/* .ExtendsResult.IsExtendsTrueLike */ .d.IsExtendsTrueLike(check) ? [] : [left];
    return result;
}
function ExcludeUnion(left, right, result = []) {
    return _guard_index_mjs__WEBPACK_IMPORTED_MODULE_3__.ShiftLeft(left, (head, tail) => ExcludeUnion(tail, right, [...result, ...ExcludeType(head, right)]), () => result);
}
function ExcludeOperation(left, right) {
    const evaluated = (0,_evaluate_evaluate_mjs__WEBPACK_IMPORTED_MODULE_2__/* .EvaluateType */ .Ey)(left);
    const canonical = (0,_types_union_mjs__WEBPACK_IMPORTED_MODULE_0__/* .IsUnion */ .my)(evaluated) ? evaluated.anyOf : [evaluated];
    const remaining = ExcludeUnion(canonical, right);
    const result = (0,_evaluate_evaluate_mjs__WEBPACK_IMPORTED_MODULE_2__/* .EvaluateUnion */ .hM)(remaining);
    return result;
}


/***/ }),

/***/ 6162:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  E: () => (/* binding */ ExtractAction),
  i: () => (/* binding */ ExtractInstantiate)
});

// EXTERNAL MODULE: ./node_modules/typebox/build/system/memory/index.mjs + 9 modules
var memory = __webpack_require__(7062);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/instantiate.mjs + 2 modules
var instantiate = __webpack_require__(7749);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/action/extract.mjs
var extract = __webpack_require__(7329);
// EXTERNAL MODULE: ./node_modules/typebox/build/guard/guard.mjs + 2 modules
var guard = __webpack_require__(8642);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/union.mjs
var union = __webpack_require__(1520);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/extends/index.mjs + 31 modules
var type_extends = __webpack_require__(5257);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/evaluate/evaluate.mjs
var evaluate = __webpack_require__(67);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/extract/operation.mjs
// deno-lint-ignore-file ban-types
// deno-fmt-ignore-file





function ExtractType(left, right) {
    const check = (0,type_extends/* Extends */.q)({}, left, right);
    const result = type_extends/* ExtendsResult.IsExtendsTrueLike */.d.IsExtendsTrueLike(check) ? [left] : [];
    return result;
}
function ExtractUnion(left, right, result = []) {
    return guard.ShiftLeft(left, (head, tail) => ExtractUnion(tail, right, [...result, ...ExtractType(head, right)]), () => result);
}
function ExtractOperation(left, right) {
    const evaluated = (0,evaluate/* EvaluateType */.Ey)(left);
    const canonical = (0,union/* IsUnion */.my)(evaluated) ? evaluated.anyOf : [evaluated];
    const remaining = ExtractUnion(canonical, right);
    const result = (0,evaluate/* EvaluateUnion */.hM)(remaining);
    return result;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/extract/instantiate.mjs
// deno-fmt-ignore-file




function ExtractAction(left, right, options) {
    const result = (0,instantiate/* CanInstantiate */.pZ)([left, right])
        ? memory/* Memory.Update */.c.Update(ExtractOperation(left, right), {}, options)
        : (0,extract/* ExtractDeferred */.r)(left, right, options);
    return result;
}
function ExtractInstantiate(context, state, left, right, options) {
    const instantiatedLeft = (0,instantiate/* InstantiateType */.zO)(context, state, left);
    const instantiatedRight = (0,instantiate/* InstantiateType */.zO)(context, state, right);
    return ExtractAction(instantiatedLeft, instantiatedRight, options);
}


/***/ }),

/***/ 2276:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ ConvertToIntegerKey)
/* harmony export */ });
// deno-fmt-ignore-file
const integerKeyPattern = new RegExp('^(?:0|[1-9][0-9]*)$');
function ConvertToIntegerKey(value) {
    const normal = `${value}`;
    return (integerKeyPattern.test(normal)
        ? parseInt(normal)
        : value);
}


/***/ }),

/***/ 4192:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   f: () => (/* binding */ KeysToIndexer)
/* harmony export */ });
/* harmony import */ var _types_literal_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(0);
/* harmony import */ var _types_union_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1520);
// deno-fmt-ignore-file


function KeysToLiterals(keys) {
    return keys.reduce((result, left) => {
        return (0,_types_literal_mjs__WEBPACK_IMPORTED_MODULE_0__/* .IsLiteralValue */ .fJ)(left)
            ? [...result, (0,_types_literal_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Literal */ .uS)(left)]
            : result;
    }, []);
}
function KeysToIndexer(keys) {
    const literals = KeysToLiterals(keys);
    const result = (0,_types_union_mjs__WEBPACK_IMPORTED_MODULE_1__/* .Union */ .gP)(literals);
    return result;
}


/***/ }),

/***/ 8735:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K: () => (/* binding */ AddImmutableAction),
/* harmony export */   a: () => (/* binding */ AddImmutableInstantiate)
/* harmony export */ });
/* harmony import */ var _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7062);
/* harmony import */ var _instantiate_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7749);
// deno-fmt-ignore-file


function AddImmutableAction(type, options) {
    const result = _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Memory.Update */ .c.Update(type, { '~immutable': true }, options);
    return result;
}
function AddImmutableInstantiate(context, state, type, options) {
    const instantiatedType = (0,_instantiate_mjs__WEBPACK_IMPORTED_MODULE_1__/* .InstantiateType */ .zO)(context, state, type);
    return AddImmutableAction(instantiatedType, options);
}


/***/ }),

/***/ 7518:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   h: () => (/* binding */ RemoveImmutableInstantiate)
/* harmony export */ });
/* unused harmony export RemoveImmutableAction */
/* harmony import */ var _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7062);
/* harmony import */ var _instantiate_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7749);
// deno-fmt-ignore-file


function RemoveImmutableOperation(type) {
    return _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Memory.Discard */ .c.Discard(type, ['~immutable']);
}
function RemoveImmutableAction(type, options) {
    const result = _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Memory.Update */ .c.Update(RemoveImmutableOperation(type), {}, options);
    return result;
}
function RemoveImmutableInstantiate(context, state, type, options) {
    const instantiatedType = (0,_instantiate_mjs__WEBPACK_IMPORTED_MODULE_1__/* .InstantiateType */ .zO)(context, state, type);
    return RemoveImmutableAction(instantiatedType, options);
}


/***/ }),

/***/ 4318:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  l5: () => (/* reexport */ instantiate/* Instantiate */.l5),
  bx: () => (/* reexport */ Priority)
});

// UNUSED EXPORTS: Broaden, CapitalizeAction, CapitalizeInstantiate, CollapseToObject, Compare, CompareResultDisjoint, CompareResultEqual, CompareResultLeftInside, CompareResultRightInside, Composite, ConditionalAction, ConditionalInstantiate, ConstructorParametersAction, ConstructorParametersInstantiate, ConvertToIntegerKey, CyclicCandidates, CyclicCheck, CyclicDependencies, CyclicExtends, CyclicTarget, Distribute, EvaluateAction, EvaluateDependent, EvaluateEnum, EvaluateInstantiate, EvaluateIntersect, EvaluatePropertyIntersect, EvaluatePropertyUnion, EvaluateTemplateLiteral, EvaluateType, EvaluateUnion, EvaluateUnionFast, ExcludeAction, ExcludeInstantiate, ExtractAction, ExtractInstantiate, Flatten, IndexAction, IndexInstantiate, InstanceTypeAction, InstanceTypeInstantiate, InstantiateCyclic, InterfaceAction, InterfaceInstantiate, IsTemplateLiteralFinite, IsTemplateLiteralPattern, IsTypeScriptEnumLike, KeyOfAction, KeyOfInstantiate, KeysToIndexer, LowercaseAction, LowercaseInstantiate, MappedAction, MappedInstantiate, ModuleInstantiate, Narrow, NonNullableAction, NonNullableInstantiate, OmitAction, OmitInstantiate, ParametersAction, ParametersInstantiate, ParsePatternIntoTypes, ParseTemplateIntoTypes, PartialAction, PartialInstantiate, PickAction, PickInstantiate, ReadonlyObjectAction, ReadonlyObjectInstantiate, RecordAction, RecordInstantiate, RefInstantiate, RequiredAction, RequiredInstantiate, ReturnTypeAction, ReturnTypeInstantiate, TemplateLiteralCreate, TemplateLiteralDecode, TemplateLiteralDecodeUnsafe, TemplateLiteralEncode, TypeScriptEnumToEnumValues, UncapitalizeAction, UncapitalizeInstantiate, UppercaseAction, UppercaseInstantiate, WithAction, WithInstantiate

// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/instantiate.mjs + 2 modules
var instantiate = __webpack_require__(7749);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/conditional/index.mjs
var conditional = __webpack_require__(7140);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/constructor_parameters/instantiate.mjs
var constructor_parameters_instantiate = __webpack_require__(6988);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/constructor_parameters/index.mjs


// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/cyclic/index.mjs + 1 modules
var cyclic = __webpack_require__(9716);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/evaluate/index.mjs
var evaluate = __webpack_require__(4798);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/exclude/instantiate.mjs
var exclude_instantiate = __webpack_require__(9345);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/exclude/index.mjs


// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/extract/instantiate.mjs + 1 modules
var extract_instantiate = __webpack_require__(6162);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/extract/index.mjs


// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/helpers/keys_to_indexer.mjs
var keys_to_indexer = __webpack_require__(4192);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/helpers/index.mjs




// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/indexed/instantiate.mjs + 6 modules
var indexed_instantiate = __webpack_require__(1832);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/indexed/index.mjs


// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/instance_type/instantiate.mjs
var instance_type_instantiate = __webpack_require__(7067);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/instance_type/index.mjs


// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/interface/instantiate.mjs
var interface_instantiate = __webpack_require__(5474);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/interface/index.mjs


// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/intrinsics/instantiate.mjs + 5 modules
var intrinsics_instantiate = __webpack_require__(8955);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/intrinsics/index.mjs


// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/keyof/instantiate.mjs + 6 modules
var keyof_instantiate = __webpack_require__(1829);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/keyof/index.mjs


// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/mapped/instantiate.mjs + 2 modules
var mapped_instantiate = __webpack_require__(3347);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/mapped/index.mjs


// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/module/instantiate.mjs
var module_instantiate = __webpack_require__(9567);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/module/index.mjs


// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/non_nullable/instantiate.mjs
var non_nullable_instantiate = __webpack_require__(7096);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/non_nullable/index.mjs


// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/object/index.mjs + 8 modules
var object = __webpack_require__(4523);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/omit/instantiate.mjs + 1 modules
var omit_instantiate = __webpack_require__(1952);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/omit/index.mjs


// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/parameters/instantiate.mjs
var parameters_instantiate = __webpack_require__(1995);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/parameters/index.mjs


// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/patterns/pattern.mjs
var pattern = __webpack_require__(4180);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/patterns/template.mjs
var template = __webpack_require__(2332);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/patterns/index.mjs



// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/partial/instantiate.mjs + 6 modules
var partial_instantiate = __webpack_require__(566);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/partial/index.mjs


// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/pick/instantiate.mjs + 1 modules
var pick_instantiate = __webpack_require__(2820);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/pick/index.mjs


// EXTERNAL MODULE: ./node_modules/typebox/build/guard/guard.mjs + 2 modules
var guard = __webpack_require__(8642);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/evaluate/compare.mjs
var compare = __webpack_require__(5703);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/priority/priority.mjs
// deno-fmt-ignore-file


function Comparer(left, right) {
    const compareResult = (0,compare/* Compare */.Gs)(left, right);
    return (guard.IsEqual(compareResult, compare/* CompareResultRightInside */.HD) ? 1 :
        guard.IsEqual(compareResult, compare/* CompareResultDisjoint */.Nk) ? 1 :
            0);
}
function Insert(type, types, result = []) {
    return guard.ShiftLeft(types, (left, right) => guard.IsEqual(Comparer(type, left), 1)
        ? Insert(type, right, [...result, left])
        : [...result, type, ...types], () => [...result, type]);
}
function Sort(types, result = []) {
    return guard.ShiftLeft(types, (left, right) => Sort(right, Insert(left, result)), () => result);
}
/**
 * Priority sorts types in sequence of narrowest to broadest using an Insertion Sort
 * algorithm. This function is typically used to sequence types for union variant
 * checks to ensure that values are checked against the most narrow types before
 * the broadest, which in turn helps ensure order-independent Union checking.
 */
function Priority(types) {
    const result = Sort(types);
    return result;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/priority/index.mjs


// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/readonly_object/instantiate.mjs + 8 modules
var readonly_object_instantiate = __webpack_require__(3209);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/readonly_object/index.mjs


// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/record/instantiate.mjs + 11 modules
var record_instantiate = __webpack_require__(9821);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/record/index.mjs


// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/ref/instantiate.mjs
var ref_instantiate = __webpack_require__(7828);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/ref/index.mjs


// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/required/instantiate.mjs + 6 modules
var required_instantiate = __webpack_require__(1062);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/required/index.mjs


// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/return_type/instantiate.mjs
var return_type_instantiate = __webpack_require__(7490);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/return_type/index.mjs


// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/template_literal/index.mjs + 1 modules
var template_literal = __webpack_require__(2329);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/with/instantiate.mjs
var with_instantiate = __webpack_require__(2703);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/with/index.mjs


;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/index.mjs
// ------------------------------------------------------------------
// Engine: Public
// ------------------------------------------------------------------

// ------------------------------------------------------------------
// Engine: Internals
// ------------------------------------------------------------------
































/***/ }),

/***/ 6411:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _: () => (/* binding */ ToIndexable)
/* harmony export */ });
/* harmony import */ var _system_unreachable_index_mjs__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9701);
/* harmony import */ var _types_object_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(982);
/* harmony import */ var _object_index_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4523);
// deno-fmt-ignore-file



// deno-coverage-ignore-start - symmetric unreachable
/** Transforms a type into a TProperties used for indexing operations */
function ToIndexable(type) {
    const collapsed = (0,_object_index_mjs__WEBPACK_IMPORTED_MODULE_1__/* .CollapseToObject */ .w)(type);
    const result = (0,_types_object_mjs__WEBPACK_IMPORTED_MODULE_0__/* .IsObject */ .av)(collapsed)
        ? collapsed.properties
        : (0,_system_unreachable_index_mjs__WEBPACK_IMPORTED_MODULE_2__/* .Unreachable */ .L)();
    return result;
}
// deno-coverage-ignore-stop


/***/ }),

/***/ 4691:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  i: () => (/* binding */ ToIndexableKeys)
});

// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/cyclic.mjs
var cyclic = __webpack_require__(330);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/dependent.mjs
var dependent = __webpack_require__(8712);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/enum.mjs + 1 modules
var types_enum = __webpack_require__(8903);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/intersect.mjs
var intersect = __webpack_require__(9270);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/literal.mjs
var literal = __webpack_require__(0);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/template_literal.mjs
var template_literal = __webpack_require__(4125);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/union.mjs
var union = __webpack_require__(1520);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/cyclic/target.mjs
var cyclic_target = __webpack_require__(1385);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/indexable/from_cyclic.mjs
// deno-fmt-ignore-file


function FromCyclic(defs, ref) {
    const target = (0,cyclic_target/* CyclicTarget */.z)(defs, ref);
    const result = FromType(target);
    return result;
}

// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/evaluate/evaluate.mjs
var evaluate = __webpack_require__(67);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/indexable/from_dependent.mjs
// deno-fmt-ignore-file


function FromDependent(if_, then_, else_) {
    const evaluated = (0,evaluate/* EvaluateDependent */.$j)(if_, then_, else_);
    const result = FromType(evaluated);
    return result;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/indexable/from_enum.mjs
// deno-fmt-ignore-file


function FromEnum(values) {
    const evaluated = (0,evaluate/* EvaluateEnum */.zu)(values);
    const result = FromType(evaluated);
    return result;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/indexable/from_intersect.mjs
// deno-fmt-ignore-file


function FromIntersect(types) {
    const evaluated = (0,evaluate/* EvaluateIntersect */.He)(types);
    const result = FromType(evaluated);
    return result;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/indexable/from_literal.mjs
// deno-fmt-ignore-file
function FromLiteral(value) {
    const result = [`${value}`];
    return result;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/indexable/from_template_literal.mjs
// deno-fmt-ignore-file


function FromTemplateLiteral(pattern) {
    const evaluated = (0,evaluate/* EvaluateTemplateLiteral */.pF)(pattern);
    const result = FromType(evaluated);
    return result;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/indexable/from_union.mjs
// deno-fmt-ignore-file

function FromUnion(types) {
    return types.reduce((result, left) => {
        return [...result, ...FromType(left)];
    }, []);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/indexable/from_type.mjs
// deno-fmt-ignore-file














function FromType(type) {
    return ((0,cyclic/* IsCyclic */.c_)(type) ? FromCyclic(type.$defs, type.$ref) :
        (0,dependent/* IsDependent */.oZ)(type) ? FromDependent(type.if, type.then, type.else) :
            (0,types_enum/* IsEnum */.Kk)(type) ? FromEnum(type.enum) :
                (0,intersect/* IsIntersect */.Yq)(type) ? FromIntersect(type.allOf) :
                    (0,literal/* IsLiteral */.gP)(type) ? FromLiteral(type.const) :
                        (0,template_literal/* IsTemplateLiteral */.gm)(type) ? FromTemplateLiteral(type.pattern) :
                            (0,union/* IsUnion */.my)(type) ? FromUnion(type.anyOf) :
                                []);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/indexable/to_indexable_keys.mjs
// deno-fmt-ignore-file

/**
 * Transforms a type meant as an Indexer into string[] array which is used by Indexable types
 * like Index, Pick and Omit to select from property keys. This function should only be used
 * for Object key selection, and not for Array / Tuple key selection as Array-Like structures
 * require TNumber indexing support.
 */
function ToIndexableKeys(type) {
    const result = FromType(type);
    return result;
}


/***/ }),

/***/ 1832:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  R: () => (/* binding */ IndexAction),
  B: () => (/* binding */ IndexInstantiate)
});

// EXTERNAL MODULE: ./node_modules/typebox/build/system/memory/index.mjs + 9 modules
var memory = __webpack_require__(7062);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/cyclic.mjs
var cyclic = __webpack_require__(330);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/dependent.mjs
var dependent = __webpack_require__(8712);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/intersect.mjs
var intersect = __webpack_require__(9270);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/union.mjs
var union = __webpack_require__(1520);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/instantiate.mjs + 2 modules
var instantiate = __webpack_require__(7749);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/action/indexed.mjs
var indexed = __webpack_require__(4149);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/object/index.mjs + 8 modules
var object = __webpack_require__(4523);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/array.mjs
var array = __webpack_require__(7894);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/never.mjs
var never = __webpack_require__(9139);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/object.mjs
var types_object = __webpack_require__(982);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/tuple.mjs
var tuple = __webpack_require__(2023);
// EXTERNAL MODULE: ./node_modules/typebox/build/guard/guard.mjs + 2 modules
var guard = __webpack_require__(8642);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/literal.mjs
var literal = __webpack_require__(0);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/number.mjs
var number = __webpack_require__(4400);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/extends/index.mjs + 31 modules
var type_extends = __webpack_require__(5257);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/helpers/keys.mjs
var keys = __webpack_require__(2276);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/indexed/from_array.mjs
// deno-lint-ignore-file ban-types
// deno-fmt-ignore-file








function NormalizeLiteral(value) {
    return (0,literal/* Literal */.uS)((0,keys/* ConvertToIntegerKey */.C)(value));
}
function NormalizeIndexerTypes(types) {
    return types.map(type => NormalizeIndexer(type));
}
function NormalizeIndexer(type) {
    return ((0,intersect/* IsIntersect */.Yq)(type) ? (0,intersect/* Intersect */.oo)(NormalizeIndexerTypes(type.allOf)) :
        (0,union/* IsUnion */.my)(type) ? (0,union/* Union */.gP)(NormalizeIndexerTypes(type.anyOf)) :
            (0,literal/* IsLiteral */.gP)(type) ? NormalizeLiteral(type.const) :
                type);
}
function FromArray(type, indexer) {
    const normalizedIndexer = NormalizeIndexer(indexer);
    const check = (0,type_extends/* Extends */.q)({}, normalizedIndexer, (0,number/* Number */.wN)());
    const result = (
    // indexer
    type_extends/* ExtendsResult.IsExtendsTrueLike */.d.IsExtendsTrueLike(check)
        ? type
        // length (intrinsic)
        : (0,literal/* IsLiteral */.gP)(indexer) && guard.IsEqual(indexer.const, 'length')
            ? (0,number/* Number */.wN)()
            : (0,never/* Never */.ps)());
    return result;
}

// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/properties.mjs
var types_properties = __webpack_require__(4280);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/evaluate/evaluate.mjs
var evaluate = __webpack_require__(67);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/indexable/to_indexable_keys.mjs + 8 modules
var to_indexable_keys = __webpack_require__(4691);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/record.mjs
var record = __webpack_require__(8848);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/constructor.mjs
var types_constructor = __webpack_require__(8197);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/function.mjs
var types_function = __webpack_require__(6951);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/this.mjs
var types_this = __webpack_require__(1263);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/this/expand_this.mjs
// deno-fmt-ignore-file








function FromTypes(properties, types) {
    return types.map(type => FromType(properties, type));
}
function FromType(properties, type) {
    return ((0,array/* IsArray */.QS)(type) ? (0,array/* _Array_ */.kv)(FromType(properties, type.items)) :
        (0,types_constructor/* IsConstructor */.ZV)(type) ? (0,types_constructor/* Constructor */.DO)(FromTypes(properties, type.parameters), FromType(properties, type.instanceType)) :
            (0,types_function/* IsFunction */.hg)(type) ? (0,types_function/* _Function_ */.RV)(FromTypes(properties, type.parameters), FromType(properties, type.returnType)) :
                (0,tuple/* IsTuple */.PN)(type) ? (0,tuple/* Tuple */.rd)(FromTypes(properties, type.items)) :
                    (0,union/* IsUnion */.my)(type) ? (0,union/* Union */.gP)(FromTypes(properties, type.anyOf)) :
                        (0,intersect/* IsIntersect */.Yq)(type) ? (0,intersect/* Intersect */.oo)(FromTypes(properties, type.allOf)) :
                            (0,types_this/* IsThis */.$)(type) ? (0,types_object/* _Object_ */.IO)(properties) :
                                type);
}
function ExpandThis(properties, type) {
    const result = FromType(properties, type);
    return result;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/indexed/from_object.mjs
// deno-fmt-ignore-file







function IndexProperty(properties, key) {
    const selectedType = key in properties ? properties[key] : (0,never/* Never */.ps)();
    const result = ExpandThis(properties, selectedType);
    return result;
}
function IndexProperties(properties, keys) {
    return keys.reduce((result, left) => {
        return [...result, IndexProperty(properties, left)];
    }, []);
}
function FromIndexer(properties, indexer) {
    const keys = (0,to_indexable_keys/* ToIndexableKeys */.i)(indexer);
    const variants = IndexProperties(properties, keys);
    const result = (0,evaluate/* EvaluateUnion */.hM)(variants);
    return result;
}
const NumericKeyPattern = new RegExp(record/* IntegerKey */.oz);
function NumericKeys(keys) {
    const result = keys.filter(key => NumericKeyPattern.test(key));
    return result;
}
function FromIndexerNumber(properties) {
    const keys = (0,types_properties/* PropertyKeys */.K4)(properties);
    const numericKeys = NumericKeys(keys);
    const variants = IndexProperties(properties, numericKeys);
    const result = (0,evaluate/* EvaluateUnion */.hM)(variants);
    return result;
}
function FromObject(properties, indexer) {
    const result = (0,number/* IsNumber */.Mx)(indexer) ? FromIndexerNumber(properties) : FromIndexer(properties, indexer);
    return result;
}

// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/integer.mjs
var integer = __webpack_require__(4247);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/indexed/array_indexer.mjs
// deno-fmt-ignore-file




function ConvertLiteral(value) {
    return (0,literal/* Literal */.uS)((0,keys/* ConvertToIntegerKey */.C)(value));
}
function ArrayIndexerTypes(types) {
    return types.map(type => FormatArrayIndexer(type));
}
/** Formats embedded integer-like strings on an Indexer to be number values inline with TS indexing | coercion behaviors. */
function FormatArrayIndexer(type) {
    return ((0,intersect/* IsIntersect */.Yq)(type) ? (0,intersect/* Intersect */.oo)(ArrayIndexerTypes(type.allOf)) :
        (0,union/* IsUnion */.my)(type) ? (0,union/* Union */.gP)(ArrayIndexerTypes(type.anyOf)) :
            (0,literal/* IsLiteral */.gP)(type) ? ConvertLiteral(type.const) :
                type);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/indexed/from_tuple.mjs
// deno-lint-ignore-file ban-types
// deno-fmt-ignore-file







function IndexElementsWithIndexer(types, indexer) {
    return types.reduceRight((result, right, index) => {
        const check = (0,type_extends/* Extends */.q)({}, (0,literal/* Literal */.uS)(index), indexer);
        return type_extends/* ExtendsResult.IsExtendsTrueLike */.d.IsExtendsTrueLike(check)
            ? [right, ...result]
            : result;
    }, []);
}
function FromTupleWithIndexer(types, indexer) {
    const formattedArrayIndexer = FormatArrayIndexer(indexer);
    const elements = IndexElementsWithIndexer(types, formattedArrayIndexer);
    return (0,evaluate/* EvaluateUnionFast */.Ts)(elements);
}
function FromTupleWithoutIndexer(types) {
    return (0,evaluate/* EvaluateUnionFast */.Ts)(types);
}
function FromTuple(types, indexer) {
    return (
    // length (intrinsic)
    (0,literal/* IsLiteral */.gP)(indexer) && guard.IsEqual(indexer.const, 'length')
        ? (0,literal/* Literal */.uS)(types.length)
        // indexer
        : (0,number/* IsNumber */.Mx)(indexer) || (0,integer/* IsInteger */.$p)(indexer)
            ? FromTupleWithoutIndexer(types)
            : FromTupleWithIndexer(types, indexer));
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/indexed/from_type.mjs
// deno-fmt-ignore-file







function from_type_FromType(type, indexer) {
    return ((0,array/* IsArray */.QS)(type) ? FromArray(type.items, indexer) :
        (0,types_object/* IsObject */.av)(type) ? FromObject(type.properties, indexer) :
            (0,tuple/* IsTuple */.PN)(type) ? FromTuple(type.items, indexer) :
                (0,never/* Never */.ps)());
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/indexed/instantiate.mjs
// deno-fmt-ignore-file









function NormalizeType(type) {
    const result = ((0,cyclic/* IsCyclic */.c_)(type) ||
        (0,dependent/* IsDependent */.oZ)(type) ||
        (0,intersect/* IsIntersect */.Yq)(type) ||
        (0,union/* IsUnion */.my)(type)) ? (0,object/* CollapseToObject */.w)(type) : type;
    return result;
}
function IndexAction(type, indexer, options) {
    const result = (0,instantiate/* CanInstantiate */.pZ)([type, indexer])
        ? memory/* Memory.Update */.c.Update(from_type_FromType(NormalizeType(type), indexer), {}, options)
        : (0,indexed/* IndexDeferred */.C)(type, indexer, options);
    return result;
}
function IndexInstantiate(context, state, type, indexer, options) {
    const instantiatedType = (0,instantiate/* InstantiateType */.zO)(context, state, type);
    const instantiatedIndexer = (0,instantiate/* InstantiateType */.zO)(context, state, indexer);
    return IndexAction(instantiatedType, instantiatedIndexer, options);
}


/***/ }),

/***/ 7067:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   q: () => (/* binding */ InstanceTypeInstantiate),
/* harmony export */   u: () => (/* binding */ InstanceTypeAction)
/* harmony export */ });
/* harmony import */ var _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7062);
/* harmony import */ var _types_constructor_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8197);
/* harmony import */ var _types_never_mjs__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9139);
/* harmony import */ var _action_instance_type_mjs__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3430);
/* harmony import */ var _instantiate_mjs__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7749);
// deno-fmt-ignore-file





function InstanceTypeOperation(type) {
    return ((0,_types_constructor_mjs__WEBPACK_IMPORTED_MODULE_1__/* .IsConstructor */ .ZV)(type)
        ? type['instanceType']
        : (0,_types_never_mjs__WEBPACK_IMPORTED_MODULE_2__/* .Never */ .ps)());
}
function InstanceTypeAction(type, options) {
    const result = (0,_instantiate_mjs__WEBPACK_IMPORTED_MODULE_4__/* .CanInstantiate */ .pZ)([type])
        ? _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Memory.Update */ .c.Update(InstanceTypeOperation(type), {}, options)
        : (0,_action_instance_type_mjs__WEBPACK_IMPORTED_MODULE_3__/* .InstanceTypeDeferred */ .Z)(type, options);
    return result;
}
function InstanceTypeInstantiate(context, state, type, options = {}) {
    const instantiatedType = (0,_instantiate_mjs__WEBPACK_IMPORTED_MODULE_4__/* .InstantiateType */ .zO)(context, state, type);
    return InstanceTypeAction(instantiatedType, options);
}


/***/ }),

/***/ 7749:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  pZ: () => (/* binding */ CanInstantiate),
  l5: () => (/* binding */ Instantiate),
  q1: () => (/* binding */ InstantiateElements),
  et: () => (/* binding */ InstantiateProperties),
  zO: () => (/* binding */ InstantiateType),
  kX: () => (/* binding */ InstantiateTypes),
  Uw: () => (/* binding */ State)
});

// EXTERNAL MODULE: ./node_modules/typebox/build/guard/guard.mjs + 2 modules
var guard = __webpack_require__(8642);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/immutable/instantiate_add.mjs
var instantiate_add = __webpack_require__(8735);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/readonly/instantiate_add.mjs
var readonly_instantiate_add = __webpack_require__(2149);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/optional/instantiate_add.mjs
var optional_instantiate_add = __webpack_require__(1199);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/array.mjs
var array = __webpack_require__(7894);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/constructor.mjs
var types_constructor = __webpack_require__(8197);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/deferred.mjs
var deferred = __webpack_require__(4530);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/function.mjs
var types_function = __webpack_require__(6951);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/call.mjs
var call = __webpack_require__(4759);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/dependent.mjs
var dependent = __webpack_require__(8712);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/intersect.mjs
var intersect = __webpack_require__(9270);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/object.mjs
var object = __webpack_require__(982);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/record.mjs
var record = __webpack_require__(8848);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/tuple.mjs
var tuple = __webpack_require__(2023);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/union.mjs
var union = __webpack_require__(1520);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/ref.mjs
var ref = __webpack_require__(3042);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/rest.mjs
var rest = __webpack_require__(7137);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/immutable/instantiate_remove.mjs
var instantiate_remove = __webpack_require__(7518);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/readonly/instantiate_remove.mjs
var readonly_instantiate_remove = __webpack_require__(6036);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/optional/instantiate_remove.mjs
var optional_instantiate_remove = __webpack_require__(5806);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/_optional.mjs
var _optional = __webpack_require__(214);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/_immutable.mjs
var _immutable = __webpack_require__(6214);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/_readonly.mjs
var _readonly = __webpack_require__(3288);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/call/instantiate.mjs + 3 modules
var instantiate = __webpack_require__(7487);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/intrinsics/instantiate.mjs + 5 modules
var intrinsics_instantiate = __webpack_require__(8955);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/conditional/index.mjs
var conditional = __webpack_require__(7140);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/constructor_parameters/instantiate.mjs
var constructor_parameters_instantiate = __webpack_require__(6988);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/evaluate/instantiate.mjs
var evaluate_instantiate = __webpack_require__(6018);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/exclude/instantiate.mjs
var exclude_instantiate = __webpack_require__(9345);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/extract/instantiate.mjs + 1 modules
var extract_instantiate = __webpack_require__(6162);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/indexed/instantiate.mjs + 6 modules
var indexed_instantiate = __webpack_require__(1832);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/instance_type/instantiate.mjs
var instance_type_instantiate = __webpack_require__(7067);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/interface/instantiate.mjs
var interface_instantiate = __webpack_require__(5474);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/keyof/instantiate.mjs + 6 modules
var keyof_instantiate = __webpack_require__(1829);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/mapped/instantiate.mjs + 2 modules
var mapped_instantiate = __webpack_require__(3347);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/module/instantiate.mjs
var module_instantiate = __webpack_require__(9567);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/non_nullable/instantiate.mjs
var non_nullable_instantiate = __webpack_require__(7096);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/omit/instantiate.mjs + 1 modules
var omit_instantiate = __webpack_require__(1952);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/parameters/instantiate.mjs
var parameters_instantiate = __webpack_require__(1995);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/partial/instantiate.mjs + 6 modules
var partial_instantiate = __webpack_require__(566);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/pick/instantiate.mjs + 1 modules
var pick_instantiate = __webpack_require__(2820);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/readonly_object/instantiate.mjs + 8 modules
var readonly_object_instantiate = __webpack_require__(3209);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/record/instantiate.mjs + 11 modules
var record_instantiate = __webpack_require__(9821);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/ref/instantiate.mjs
var ref_instantiate = __webpack_require__(7828);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/required/instantiate.mjs + 6 modules
var required_instantiate = __webpack_require__(1062);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/return_type/instantiate.mjs
var return_type_instantiate = __webpack_require__(7490);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/template_literal/instantiate.mjs
var template_literal_instantiate = __webpack_require__(6317);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/with/instantiate.mjs
var with_instantiate = __webpack_require__(2703);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/infer.mjs
var infer = __webpack_require__(5889);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/never.mjs
var never = __webpack_require__(9139);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/rest/spread.mjs
// deno-fmt-ignore-file





function SpreadElement(type) {
    const result = ((0,rest/* IsRest */.H)(type) ? ((0,tuple/* IsTuple */.PN)(type.items) ? RestSpread(type.items.items) :
        (0,infer/* IsInfer */.t)(type.items) ? [type] :
            (0,ref/* IsRef */.i)(type.items) ? [type] :
                [(0,never/* Never */.ps)()]) : [type]);
    return result;
}
function RestSpread(types) {
    const result = types.reduce((result, left) => {
        return [...result, ...SpreadElement(left)];
    }, []);
    return result;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/rest/index.mjs


;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/instantiate.mjs
// deno-fmt-ignore-file
// deno-lint-ignore-file

// ------------------------------------------------------------------
// Modifiers
// ------------------------------------------------------------------
















// ------------------------------------------------------------------
// Modifier Instantiate
// ------------------------------------------------------------------









// ------------------------------------------------------------------
// Instantiate
// ------------------------------------------------------------------





























function State(callstack, visited) {
    return { callstack, visited };
}
function CanInstantiate(types) {
    return guard.ShiftLeft(types, (left, right) => (0,ref/* IsRef */.i)(left)
        ? false
        : CanInstantiate(right), () => true);
}
function InstantiateProperties(context, state, properties) {
    return guard.Keys(properties).reduce((result, key) => {
        return { ...result, [key]: InstantiateType(context, state, properties[key]) };
    }, {});
}
function InstantiateElements(context, state, types) {
    const elements = InstantiateTypes(context, state, types);
    const result = RestSpread(elements);
    return result;
}
function InstantiateTypes(context, state, types) {
    return types.map(type => InstantiateType(context, state, type));
}
function WithModifiers(type, instantiatedType) {
    const withOptional = (0,_optional/* IsOptional */.X)(type) ? (0,optional_instantiate_add/* AddOptionalAction */.M)(instantiatedType, {}) : instantiatedType;
    const withReadonly = (0,_readonly/* IsReadonly */.T)(type) ? (0,readonly_instantiate_add/* AddReadonlyAction */.I)(withOptional, {}) : withOptional;
    const withImmutable = (0,_immutable/* IsImmutable */.P)(type) ? (0,instantiate_add/* AddImmutableAction */.K)(withReadonly, {}) : withReadonly;
    return withImmutable;
}
function InstantiateDeferred(context, state, action, parameters, options) {
    return (
    // Modifiers
    guard.IsEqual(action, 'AddImmutable') ? (0,instantiate_add/* AddImmutableInstantiate */.a)(context, state, parameters[0], options) :
        guard.IsEqual(action, 'RemoveImmutable') ? (0,instantiate_remove/* RemoveImmutableInstantiate */.h)(context, state, parameters[0], options) :
            guard.IsEqual(action, 'AddReadonly') ? (0,readonly_instantiate_add/* AddReadonlyInstantiate */.p)(context, state, parameters[0], options) :
                guard.IsEqual(action, 'RemoveReadonly') ? (0,readonly_instantiate_remove/* RemoveReadonlyInstantiate */.l)(context, state, parameters[0], options) :
                    guard.IsEqual(action, 'AddOptional') ? (0,optional_instantiate_add/* AddOptionalInstantiate */._)(context, state, parameters[0], options) :
                        guard.IsEqual(action, 'RemoveOptional') ? (0,optional_instantiate_remove/* RemoveOptionalInstantiate */.z)(context, state, parameters[0], options) :
                            // Actions
                            guard.IsEqual(action, 'Capitalize') ? (0,intrinsics_instantiate/* CapitalizeInstantiate */.ff)(context, state, parameters[0], options) :
                                guard.IsEqual(action, 'Conditional') ? (0,conditional/* ConditionalInstantiate */.B)(context, state, parameters[0], parameters[1], parameters[2], parameters[3], options) :
                                    guard.IsEqual(action, 'ConstructorParameters') ? (0,constructor_parameters_instantiate/* ConstructorParametersInstantiate */.T)(context, state, parameters[0], options) :
                                        guard.IsEqual(action, 'Evaluate') ? (0,evaluate_instantiate/* EvaluateInstantiate */.a)(context, state, parameters[0], options) :
                                            guard.IsEqual(action, 'Exclude') ? (0,exclude_instantiate/* ExcludeInstantiate */.f)(context, state, parameters[0], parameters[1], options) :
                                                guard.IsEqual(action, 'Extract') ? (0,extract_instantiate/* ExtractInstantiate */.i)(context, state, parameters[0], parameters[1], options) :
                                                    guard.IsEqual(action, 'Index') ? (0,indexed_instantiate/* IndexInstantiate */.B)(context, state, parameters[0], parameters[1], options) :
                                                        guard.IsEqual(action, 'InstanceType') ? (0,instance_type_instantiate/* InstanceTypeInstantiate */.q)(context, state, parameters[0], options) :
                                                            guard.IsEqual(action, 'Interface') ? (0,interface_instantiate/* InterfaceInstantiate */.C)(context, state, parameters[0], parameters[1], options) :
                                                                guard.IsEqual(action, 'KeyOf') ? (0,keyof_instantiate/* KeyOfInstantiate */.t)(context, state, parameters[0], options) :
                                                                    guard.IsEqual(action, 'Lowercase') ? (0,intrinsics_instantiate/* LowercaseInstantiate */.Ol)(context, state, parameters[0], options) :
                                                                        guard.IsEqual(action, 'Mapped') ? (0,mapped_instantiate/* MappedInstantiate */.w)(context, state, parameters[0], parameters[1], parameters[2], parameters[3], options) :
                                                                            guard.IsEqual(action, 'Module') ? (0,module_instantiate/* ModuleInstantiate */.L)(context, state, parameters[0], options) :
                                                                                guard.IsEqual(action, 'NonNullable') ? (0,non_nullable_instantiate/* NonNullableInstantiate */.R)(context, state, parameters[0], options) :
                                                                                    guard.IsEqual(action, 'Pick') ? (0,pick_instantiate/* PickInstantiate */.s)(context, state, parameters[0], parameters[1], options) :
                                                                                        guard.IsEqual(action, 'Parameters') ? (0,parameters_instantiate/* ParametersInstantiate */.t)(context, state, parameters[0], options) :
                                                                                            guard.IsEqual(action, 'Partial') ? (0,partial_instantiate/* PartialInstantiate */.O)(context, state, parameters[0], options) :
                                                                                                guard.IsEqual(action, 'Omit') ? (0,omit_instantiate/* OmitInstantiate */.A)(context, state, parameters[0], parameters[1], options) :
                                                                                                    guard.IsEqual(action, 'ReadonlyObject') ? (0,readonly_object_instantiate/* ReadonlyObjectInstantiate */.G)(context, state, parameters[0], options) :
                                                                                                        guard.IsEqual(action, 'Record') ? (0,record_instantiate/* RecordInstantiate */.x)(context, state, parameters[0], parameters[1], options) :
                                                                                                            guard.IsEqual(action, 'Required') ? (0,required_instantiate/* RequiredInstantiate */.G)(context, state, parameters[0], options) :
                                                                                                                guard.IsEqual(action, 'ReturnType') ? (0,return_type_instantiate/* ReturnTypeInstantiate */.r)(context, state, parameters[0], options) :
                                                                                                                    guard.IsEqual(action, 'TemplateLiteral') ? (0,template_literal_instantiate/* TemplateLiteralInstantiate */.U)(context, state, parameters[0], options) :
                                                                                                                        guard.IsEqual(action, 'Uncapitalize') ? (0,intrinsics_instantiate/* UncapitalizeInstantiate */.S8)(context, state, parameters[0], options) :
                                                                                                                            guard.IsEqual(action, 'Uppercase') ? (0,intrinsics_instantiate/* UppercaseInstantiate */.rV)(context, state, parameters[0], options) :
                                                                                                                                guard.IsEqual(action, 'With') ? (0,with_instantiate/* WithInstantiate */.h)(context, state, parameters[0], parameters[1]) :
                                                                                                                                    (0,deferred/* Deferred */.c)(action, parameters, options));
}
function InstantiateImmediate(context, state, type) {
    const instantiatedType = ((0,ref/* IsRef */.i)(type) ? (0,ref_instantiate/* RefInstantiate */.e)(context, state, type, type.$ref) :
        (0,array/* IsArray */.QS)(type) ? (0,array/* _Array_ */.kv)(InstantiateType(context, state, type.items), (0,array/* ArrayOptions */.Qn)(type)) :
            (0,call/* IsCall */.rx)(type) ? (0,instantiate/* CallInstantiate */.n)(context, state, type.target, type.arguments) :
                (0,types_constructor/* IsConstructor */.ZV)(type) ? (0,types_constructor/* Constructor */.DO)(InstantiateTypes(context, state, type.parameters), InstantiateType(context, state, type.instanceType), (0,types_constructor/* ConstructorOptions */.rO)(type)) :
                    (0,types_function/* IsFunction */.hg)(type) ? (0,types_function/* _Function_ */.RV)(InstantiateTypes(context, state, type.parameters), InstantiateType(context, state, type.returnType), (0,types_function/* FunctionOptions */.Ns)(type)) :
                        (0,dependent/* IsDependent */.oZ)(type) ? (0,dependent/* Dependent */.qi)(InstantiateType(context, state, type.if), InstantiateType(context, state, type.then), InstantiateType(context, state, type.else), (0,dependent/* DependentOptions */.G3)(type)) :
                            (0,intersect/* IsIntersect */.Yq)(type) ? (0,intersect/* Intersect */.oo)(InstantiateTypes(context, state, type.allOf), (0,intersect/* IntersectOptions */.O)(type)) :
                                (0,object/* IsObject */.av)(type) ? (0,object/* Object */.wS)(InstantiateProperties(context, state, type.properties), (0,object/* ObjectOptions */.Un)(type)) :
                                    (0,record/* IsRecord */.cZ)(type) ? (0,record/* RecordFromPattern */.A8)((0,record/* RecordPattern */.EY)(type), InstantiateType(context, state, (0,record/* RecordValue */.Bo)(type))) :
                                        (0,rest/* IsRest */.H)(type) ? (0,rest/* Rest */.N)(InstantiateType(context, state, type.items)) :
                                            (0,tuple/* IsTuple */.PN)(type) ? (0,tuple/* Tuple */.rd)(InstantiateElements(context, state, type.items), (0,tuple/* TupleOptions */.DD)(type)) :
                                                (0,union/* IsUnion */.my)(type) ? (0,union/* Union */.gP)(InstantiateTypes(context, state, type.anyOf), (0,union/* UnionOptions */.Ey)(type)) :
                                                    type);
    const withModifiers = WithModifiers(type, instantiatedType);
    return withModifiers;
}
function InstantiateType(context, state, type) {
    const result = (0,deferred/* IsDeferred */.E)(type)
        ? InstantiateDeferred(context, state, type.action, type.parameters, type.options)
        : InstantiateImmediate(context, state, type);
    return result;
}
/** Instantiates computed schematics using the given context and type. */
function Instantiate(context, type) {
    return InstantiateType(context, State([], []), type);
}


/***/ }),

/***/ 5474:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ InterfaceInstantiate),
/* harmony export */   i: () => (/* binding */ InterfaceAction)
/* harmony export */ });
/* harmony import */ var _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7062);
/* harmony import */ var _types_object_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(982);
/* harmony import */ var _evaluate_evaluate_mjs__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(67);
/* harmony import */ var _action_index_mjs__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6301);
/* harmony import */ var _instantiate_mjs__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7749);
// deno-fmt-ignore-file







function InterfaceOperation(heritage, properties) {
    const result = (0,_evaluate_evaluate_mjs__WEBPACK_IMPORTED_MODULE_2__/* .EvaluateIntersect */ .He)([...heritage, (0,_types_object_mjs__WEBPACK_IMPORTED_MODULE_1__/* .Object */ .wS)(properties)]);
    return result;
}
function InterfaceAction(heritage, properties, options) {
    const result = (0,_instantiate_mjs__WEBPACK_IMPORTED_MODULE_4__/* .CanInstantiate */ .pZ)(heritage)
        ? _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Memory.Update */ .c.Update(InterfaceOperation(heritage, properties), {}, options)
        : (0,_action_index_mjs__WEBPACK_IMPORTED_MODULE_3__/* .InterfaceDeferred */ .fY)(heritage, properties, options);
    return result;
}
function InterfaceInstantiate(context, state, heritage, properties, options) {
    const instantiatedHeritage = (0,_instantiate_mjs__WEBPACK_IMPORTED_MODULE_4__/* .InstantiateTypes */ .kX)(context, state, heritage);
    const instantiatedProperties = (0,_instantiate_mjs__WEBPACK_IMPORTED_MODULE_4__/* .InstantiateProperties */ .et)(context, state, properties);
    return InterfaceAction(instantiatedHeritage, instantiatedProperties, options);
}


/***/ }),

/***/ 8955:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  xQ: () => (/* binding */ CapitalizeAction),
  ff: () => (/* binding */ CapitalizeInstantiate),
  wD: () => (/* binding */ LowercaseAction),
  Ol: () => (/* binding */ LowercaseInstantiate),
  sy: () => (/* binding */ UncapitalizeAction),
  S8: () => (/* binding */ UncapitalizeInstantiate),
  bN: () => (/* binding */ UppercaseAction),
  rV: () => (/* binding */ UppercaseInstantiate)
});

// EXTERNAL MODULE: ./node_modules/typebox/build/system/memory/index.mjs + 9 modules
var memory = __webpack_require__(7062);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/literal.mjs
var literal = __webpack_require__(0);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/template_literal.mjs
var template_literal = __webpack_require__(4125);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/union.mjs
var union = __webpack_require__(1520);
// EXTERNAL MODULE: ./node_modules/typebox/build/guard/guard.mjs + 2 modules
var guard = __webpack_require__(8642);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/intrinsics/mapping.mjs
// deno-fmt-ignore-file
function ApplyMapping(mapping, value) {
    return mapping(value);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/intrinsics/from_literal.mjs
// deno-fmt-ignore-file



function FromLiteral(mapping, value) {
    return (guard.IsString(value)
        ? (0,literal/* Literal */.uS)(ApplyMapping(mapping, value))
        : (0,literal/* Literal */.uS)(value));
}

// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/evaluate/index.mjs
var evaluate = __webpack_require__(4798);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/intrinsics/from_template_literal.mjs
// deno-fmt-ignore-file


function FromTemplateLiteral(mapping, pattern) {
    const evaluated = (0,evaluate/* EvaluateTemplateLiteral */.pF)(pattern);
    const result = FromType(mapping, evaluated);
    return result;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/intrinsics/from_union.mjs
// deno-fmt-ignore-file


function FromUnion(mapping, types) {
    const result = types.map(type => FromType(mapping, type));
    return (0,union/* Union */.gP)(result);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/intrinsics/from_type.mjs
// deno-fmt-ignore-file






function FromType(mapping, type) {
    return ((0,literal/* IsLiteral */.gP)(type) ? FromLiteral(mapping, type.const) :
        (0,template_literal/* IsTemplateLiteral */.gm)(type) ? FromTemplateLiteral(mapping, type.pattern) :
            (0,union/* IsUnion */.my)(type) ? FromUnion(mapping, type.anyOf) :
                type);
}

// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/instantiate.mjs + 2 modules
var instantiate = __webpack_require__(7749);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/action/capitalize.mjs
var capitalize = __webpack_require__(8068);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/action/lowercase.mjs
var lowercase = __webpack_require__(4737);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/action/uncapitalize.mjs
var uncapitalize = __webpack_require__(7297);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/action/uppercase.mjs
var uppercase = __webpack_require__(4170);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/intrinsics/instantiate.mjs
// deno-fmt-ignore-file







const CapitalizeMapping = (input) => input[0].toUpperCase() + input.slice(1);
const LowercaseMapping = (input) => input.toLowerCase();
const UncapitalizeMapping = (input) => input[0].toLowerCase() + input.slice(1);
const UppercaseMapping = (input) => input.toUpperCase();
function CapitalizeAction(type, options) {
    const result = (0,instantiate/* CanInstantiate */.pZ)([type])
        ? memory/* Memory.Update */.c.Update(FromType(CapitalizeMapping, type), {}, options)
        : (0,capitalize/* CapitalizeDeferred */.W)(type, options);
    return result;
}
function LowercaseAction(type, options) {
    const result = (0,instantiate/* CanInstantiate */.pZ)([type])
        ? memory/* Memory.Update */.c.Update(FromType(LowercaseMapping, type), {}, options)
        : (0,lowercase/* LowercaseDeferred */.Z)(type, options);
    return result;
}
function UncapitalizeAction(type, options) {
    const result = (0,instantiate/* CanInstantiate */.pZ)([type])
        ? memory/* Memory.Update */.c.Update(FromType(UncapitalizeMapping, type), {}, options)
        : (0,uncapitalize/* UncapitalizeDeferred */.V)(type, options);
    return result;
}
function UppercaseAction(type, options) {
    const result = (0,instantiate/* CanInstantiate */.pZ)([type])
        ? memory/* Memory.Update */.c.Update(FromType(UppercaseMapping, type), {}, options)
        : (0,uppercase/* UppercaseDeferred */.i)(type, options);
    return result;
}
function CapitalizeInstantiate(context, state, type, options) {
    const instantiatedType = (0,instantiate/* InstantiateType */.zO)(context, state, type);
    return CapitalizeAction(instantiatedType, options);
}
function LowercaseInstantiate(context, state, type, options) {
    const instantiatedType = (0,instantiate/* InstantiateType */.zO)(context, state, type);
    return LowercaseAction(instantiatedType, options);
}
function UncapitalizeInstantiate(context, state, type, options) {
    const instantiatedType = (0,instantiate/* InstantiateType */.zO)(context, state, type);
    return UncapitalizeAction(instantiatedType, options);
}
function UppercaseInstantiate(context, state, type, options) {
    const instantiatedType = (0,instantiate/* InstantiateType */.zO)(context, state, type);
    return UppercaseAction(instantiatedType, options);
}


/***/ }),

/***/ 1829:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  L: () => (/* binding */ KeyOfAction),
  t: () => (/* binding */ KeyOfInstantiate)
});

// EXTERNAL MODULE: ./node_modules/typebox/build/system/memory/index.mjs + 9 modules
var memory = __webpack_require__(7062);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/cyclic.mjs
var cyclic = __webpack_require__(330);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/dependent.mjs
var dependent = __webpack_require__(8712);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/intersect.mjs
var intersect = __webpack_require__(9270);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/union.mjs
var union = __webpack_require__(1520);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/action/keyof.mjs
var keyof = __webpack_require__(6300);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/instantiate.mjs + 2 modules
var instantiate = __webpack_require__(7749);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/object/index.mjs + 8 modules
var object = __webpack_require__(4523);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/any.mjs
var any = __webpack_require__(4935);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/array.mjs
var array = __webpack_require__(7894);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/never.mjs
var never = __webpack_require__(9139);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/object.mjs
var types_object = __webpack_require__(982);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/record.mjs
var record = __webpack_require__(8848);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/tuple.mjs
var tuple = __webpack_require__(2023);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/number.mjs
var number = __webpack_require__(4400);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/string.mjs
var string = __webpack_require__(7964);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/symbol.mjs
var symbol = __webpack_require__(7111);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/keyof/from_any.mjs
// deno-fmt-ignore-file




function FromAny() {
    return (0,union/* Union */.gP)([(0,number/* Number */.wN)(), (0,string/* String */.Qf)(), (0,symbol/* Symbol */.N)()]);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/keyof/from_array.mjs
// deno-fmt-ignore-file

function FromArray(_type) {
    return (0,number/* Number */.wN)();
}

// EXTERNAL MODULE: ./node_modules/typebox/build/system/unreachable/unreachable.mjs
var unreachable = __webpack_require__(9701);
// EXTERNAL MODULE: ./node_modules/typebox/build/guard/guard.mjs + 2 modules
var guard = __webpack_require__(8642);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/literal.mjs
var literal = __webpack_require__(0);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/helpers/keys.mjs
var helpers_keys = __webpack_require__(2276);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/evaluate/evaluate.mjs
var evaluate = __webpack_require__(67);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/keyof/from_object.mjs
// deno-fmt-ignore-file





function FromPropertyKeys(keys) {
    const result = keys.reduce((result, left) => {
        return (0,literal/* IsLiteralValue */.fJ)(left)
            ? [...result, (0,literal/* Literal */.uS)((0,helpers_keys/* ConvertToIntegerKey */.C)(left))]
            : (0,unreachable/* Unreachable */.L)();
    }, []);
    return result;
}
function FromObject(properties) {
    const propertyKeys = guard.Keys(properties);
    const variants = FromPropertyKeys(propertyKeys);
    const result = (0,evaluate/* EvaluateUnionFast */.Ts)(variants);
    return result;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/keyof/from_record.mjs
// deno-fmt-ignore-file

function FromRecord(type) {
    return (0,record/* RecordKey */.VJ)(type);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/keyof/from_tuple.mjs
// deno-fmt-ignore-file


function FromTuple(types) {
    const result = types.map((_, index) => (0,literal/* Literal */.uS)(index));
    return (0,evaluate/* EvaluateUnionFast */.Ts)(result);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/keyof/from_type.mjs
// deno-fmt-ignore-file






// ------------------------------------------------------------------
// Computed
// ------------------------------------------------------------------





function FromType(type) {
    return ((0,any/* IsAny */.h)(type) ? FromAny() :
        (0,array/* IsArray */.QS)(type) ? FromArray(type.items) :
            (0,types_object/* IsObject */.av)(type) ? FromObject(type.properties) :
                (0,record/* IsRecord */.cZ)(type) ? FromRecord(type) :
                    (0,tuple/* IsTuple */.PN)(type) ? FromTuple(type.items) :
                        (0,never/* Never */.ps)());
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/keyof/instantiate.mjs
// deno-fmt-ignore-file








// ------------------------------------------------------------------
// Computed
// ------------------------------------------------------------------

function NormalizeType(type) {
    const result = ((0,cyclic/* IsCyclic */.c_)(type) ||
        (0,dependent/* IsDependent */.oZ)(type) ||
        (0,intersect/* IsIntersect */.Yq)(type) ||
        (0,union/* IsUnion */.my)(type)) ? (0,object/* CollapseToObject */.w)(type) : type;
    return result;
}
function KeyOfAction(type, options) {
    return ((0,instantiate/* CanInstantiate */.pZ)([type])
        ? memory/* Memory.Update */.c.Update(FromType(NormalizeType(type)), {}, options)
        : (0,keyof/* KeyOfDeferred */.g)(type, options));
}
function KeyOfInstantiate(context, state, type, options) {
    const instantiatedType = (0,instantiate/* InstantiateType */.zO)(context, state, type);
    return KeyOfAction(instantiatedType, options);
}


/***/ }),

/***/ 3347:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  e: () => (/* binding */ MappedAction),
  w: () => (/* binding */ MappedInstantiate)
});

// EXTERNAL MODULE: ./node_modules/typebox/build/system/memory/index.mjs + 9 modules
var memory = __webpack_require__(7062);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/action/mapped.mjs
var mapped = __webpack_require__(9547);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/instantiate.mjs + 2 modules
var instantiate = __webpack_require__(7749);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/literal.mjs
var literal = __webpack_require__(0);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/object.mjs
var object = __webpack_require__(982);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/template_literal.mjs
var template_literal = __webpack_require__(4125);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/evaluate/evaluate.mjs
var evaluate = __webpack_require__(67);
// EXTERNAL MODULE: ./node_modules/typebox/build/guard/guard.mjs + 2 modules
var guard = __webpack_require__(8642);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/enum.mjs + 1 modules
var types_enum = __webpack_require__(8903);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/union.mjs
var union = __webpack_require__(1520);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/mapped/mapped_variants.mjs
// deno-fmt-ignore-file







function FromTemplateLiteral(pattern) {
    const evaluated = (0,evaluate/* EvaluateTemplateLiteral */.pF)(pattern);
    const result = FromType(evaluated);
    return result;
}
function FromUnion(types) {
    return types.reduce((result, left) => {
        return [...result, ...FromType(left)];
    }, []);
}
function FromEnum(values) {
    const evaluated = (0,evaluate/* EvaluateEnum */.zu)(values);
    const result = FromType(evaluated);
    return result;
}
function FromLiteral(value) {
    const result = guard.IsNumber(value) ? [(0,literal/* Literal */.uS)(`${value}`)] : [(0,literal/* Literal */.uS)(value)];
    return result;
}
function FromType(type) {
    const result = ((0,types_enum/* IsEnum */.Kk)(type) ? FromEnum(type.enum) :
        (0,literal/* IsLiteral */.gP)(type) ? FromLiteral(type.const) :
            (0,template_literal/* IsTemplateLiteral */.gm)(type) ? FromTemplateLiteral(type.pattern) :
                (0,union/* IsUnion */.my)(type) ? FromUnion(type.anyOf) :
                    [type]);
    return result;
}
function MappedVariants(type) {
    const result = FromType(type);
    return result;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/mapped/mapped_operation.mjs
// deno-lint-ignore-file ban-types
// deno-fmt-ignore-file








function CanonicalAs(instantiatedAs) {
    const result = (0,template_literal/* IsTemplateLiteral */.gm)(instantiatedAs)
        ? (0,evaluate/* EvaluateTemplateLiteral */.pF)(instantiatedAs.pattern)
        : instantiatedAs;
    return result;
}
function MappedVariant(context, state, identifier, variant, as, property) {
    const variantContext = memory/* Memory.Assign */.c.Assign(context, { [identifier['name']]: variant });
    const instantiatedAs = (0,instantiate/* InstantiateType */.zO)(variantContext, state, as);
    const canonicalAs = CanonicalAs(instantiatedAs);
    const instantiatedProperty = (0,instantiate/* InstantiateType */.zO)(variantContext, state, property);
    return ((0,literal/* IsLiteralNumber */.LV)(canonicalAs) || (0,literal/* IsLiteralString */.Zs)(canonicalAs)
        ? { [canonicalAs.const]: instantiatedProperty }
        : {});
}
function MappedProperties(context, state, identifier, variants, as, property) {
    return variants.reduce((result, left) => {
        return [...result, MappedVariant(context, state, identifier, left, as, property)];
    }, []);
}
function MappedObjects(properties) {
    return properties.reduce((result, left) => {
        return [...result, (0,object/* Object */.wS)(left)];
    }, []);
}
function MappedOperation(context, state, identifier, type, as, property) {
    const variants = MappedVariants(type);
    const mappedProperties = MappedProperties(context, state, identifier, variants, as, property);
    const mappedObjects = MappedObjects(mappedProperties);
    const result = (0,evaluate/* EvaluateIntersect */.He)(mappedObjects);
    return result;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/mapped/instantiate.mjs
// deno-fmt-ignore-file




function MappedAction(context, state, identifier, type, as, property, options) {
    const result = (0,instantiate/* CanInstantiate */.pZ)([type])
        ? memory/* Memory.Update */.c.Update(MappedOperation(context, state, identifier, type, as, property), {}, options)
        : (0,mapped/* MappedDeferred */.n)(identifier, type, as, property, options);
    return result;
}
function MappedInstantiate(context, state, identifier, type, as, property, options) {
    const instantiatedType = (0,instantiate/* InstantiateType */.zO)(context, state, type);
    return MappedAction(context, state, identifier, instantiatedType, as, property, options);
}


/***/ }),

/***/ 9567:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ ModuleInstantiate)
/* harmony export */ });
/* harmony import */ var _guard_index_mjs__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8642);
/* harmony import */ var _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7062);
/* harmony import */ var _instantiate_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7749);
/* harmony import */ var _cyclic_candidates_mjs__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9324);
/* harmony import */ var _cyclic_instantiate_mjs__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3202);
// deno-lint-ignore-file ban-types
// deno-fmt-ignore-file



// ------------------------------------------------------------------
// Module: Instantiation Infrastructure
// ------------------------------------------------------------------



function InstantiateCyclics(context, declarations, cyclicKeys) {
    const declarationContext = _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Memory.Assign */ .c.Assign(context, declarations);
    const declarationKeys = _guard_index_mjs__WEBPACK_IMPORTED_MODULE_4__.Keys(declarations).filter(key => cyclicKeys.includes(key));
    return declarationKeys.reduce((result, key) => {
        return { ...result, [key]: (0,_cyclic_instantiate_mjs__WEBPACK_IMPORTED_MODULE_3__/* .InstantiateCyclic */ .w)(declarationContext, key, declarations[key]) };
    }, {});
}
function InstantiateNonCyclics(context, declarations, cyclicKeys) {
    const declarationContext = _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Memory.Assign */ .c.Assign(context, declarations);
    const declarationKeys = _guard_index_mjs__WEBPACK_IMPORTED_MODULE_4__.Keys(declarations).filter(key => !cyclicKeys.includes(key));
    return declarationKeys.reduce((result, key) => {
        return { ...result, [key]: (0,_instantiate_mjs__WEBPACK_IMPORTED_MODULE_1__/* .InstantiateType */ .zO)(declarationContext, (0,_instantiate_mjs__WEBPACK_IMPORTED_MODULE_1__/* .State */ .Uw)([], []), declarations[key]) };
    }, {});
}
function InstantiateModule(context, declarations, options) {
    const cyclicCandidates = (0,_cyclic_candidates_mjs__WEBPACK_IMPORTED_MODULE_2__/* .CyclicCandidates */ .E)(declarations);
    const instantiatedCyclics = InstantiateCyclics(context, declarations, cyclicCandidates);
    const instantiatedNonCyclics = InstantiateNonCyclics(context, declarations, cyclicCandidates);
    const instantiatedModule = { ...instantiatedCyclics, ...instantiatedNonCyclics };
    return _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Memory.Update */ .c.Update(instantiatedModule, {}, options);
}
function ModuleInstantiate(context, _state, declarations, options) {
    const instantiatedModule = InstantiateModule(context, declarations, options);
    return instantiatedModule;
}


/***/ }),

/***/ 7096:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ NonNullableAction),
/* harmony export */   R: () => (/* binding */ NonNullableInstantiate)
/* harmony export */ });
/* harmony import */ var _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7062);
/* harmony import */ var _types_null_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6316);
/* harmony import */ var _types_undefined_mjs__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1421);
/* harmony import */ var _types_union_mjs__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1520);
/* harmony import */ var _exclude_instantiate_mjs__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(9345);
/* harmony import */ var _action_non_nullable_mjs__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(8673);
/* harmony import */ var _instantiate_mjs__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(7749);
// deno-fmt-ignore-file







function NonNullableOperation(type) {
    const excluded = (0,_types_union_mjs__WEBPACK_IMPORTED_MODULE_3__/* .Union */ .gP)([(0,_types_null_mjs__WEBPACK_IMPORTED_MODULE_1__/* .Null */ .U)(), (0,_types_undefined_mjs__WEBPACK_IMPORTED_MODULE_2__/* .Undefined */ .r)()]);
    return (0,_exclude_instantiate_mjs__WEBPACK_IMPORTED_MODULE_4__/* .ExcludeAction */ .d)(type, excluded, {});
}
function NonNullableAction(type, options) {
    const result = (0,_instantiate_mjs__WEBPACK_IMPORTED_MODULE_6__/* .CanInstantiate */ .pZ)([type])
        ? _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Memory.Update */ .c.Update(NonNullableOperation(type), {}, options)
        : (0,_action_non_nullable_mjs__WEBPACK_IMPORTED_MODULE_5__/* .NonNullableDeferred */ .o)(type, options);
    return result;
}
function NonNullableInstantiate(context, state, type, options) {
    const instantiatedType = (0,_instantiate_mjs__WEBPACK_IMPORTED_MODULE_6__/* .InstantiateType */ .zO)(context, state, type);
    return NonNullableAction(instantiatedType, options);
}


/***/ }),

/***/ 4523:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  w: () => (/* reexport */ CollapseToObject)
});

// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/object.mjs
var object = __webpack_require__(982);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/cyclic.mjs
var cyclic = __webpack_require__(330);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/dependent.mjs
var dependent = __webpack_require__(8712);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/intersect.mjs
var intersect = __webpack_require__(9270);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/tuple.mjs
var tuple = __webpack_require__(2023);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/union.mjs
var union = __webpack_require__(1520);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/cyclic/target.mjs
var cyclic_target = __webpack_require__(1385);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/object/from_cyclic.mjs
// deno-fmt-ignore-file


function FromCyclic(defs, ref) {
    const target = (0,cyclic_target/* CyclicTarget */.z)(defs, ref);
    const result = FromType(target);
    return result;
}

// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/evaluate/evaluate.mjs
var evaluate = __webpack_require__(67);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/object/from_dependent.mjs
// deno-fmt-ignore-file


function FromDependent(if_, then_, else_) {
    const evaluated = (0,evaluate/* EvaluateDependent */.$j)(if_, then_, else_);
    const result = FromType(evaluated);
    return result;
}

// EXTERNAL MODULE: ./node_modules/typebox/build/system/memory/index.mjs + 9 modules
var memory = __webpack_require__(7062);
// EXTERNAL MODULE: ./node_modules/typebox/build/guard/guard.mjs + 2 modules
var guard = __webpack_require__(8642);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/evaluate/property.mjs
var property = __webpack_require__(8897);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/object/from_intersect.mjs
// deno-lint-ignore-file ban-types
// deno-fmt-ignore-file




function CollapseIntersectProperties(left, right) {
    const leftKeys = guard.Keys(left).filter((key) => !guard.HasPropertyKey(right, key));
    const rightKeys = guard.Keys(right).filter((key) => !guard.HasPropertyKey(left, key));
    const sharedKeys = guard.Keys(left).filter((key) => guard.HasPropertyKey(right, key));
    const leftProperties = leftKeys.reduce((result, key) => ({ ...result, [key]: left[key] }), {});
    const rightProperties = rightKeys.reduce((result, key) => ({ ...result, [key]: right[key] }), {});
    const sharedProperties = sharedKeys.reduce((result, key) => ({ ...result, [key]: (0,property/* EvaluatePropertyIntersect */.u)(left[key], right[key]) }), {});
    const unique = memory/* Memory.Assign */.c.Assign(leftProperties, rightProperties);
    const shared = memory/* Memory.Assign */.c.Assign(unique, sharedProperties);
    return shared;
}
function FromIntersect(types) {
    return types.reduce((result, left) => {
        return CollapseIntersectProperties(result, FromType(left));
    }, {});
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/object/from_object.mjs
// deno-fmt-ignore-file
function FromObject(properties) {
    return properties;
}

// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/tuple/to_object.mjs
var to_object = __webpack_require__(5838);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/object/from_tuple.mjs
// deno-fmt-ignore-file



function FromTuple(types) {
    const object = (0,to_object/* TupleToObject */.n)((0,tuple/* Tuple */.rd)(types));
    const result = FromType(object);
    return result;
}

// EXTERNAL MODULE: ./node_modules/typebox/build/system/unreachable/unreachable.mjs
var unreachable = __webpack_require__(9701);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/object/from_union.mjs
// deno-fmt-ignore-file




function CollapseUnionProperties(left, right) {
    const sharedKeys = guard.Keys(left).filter((key) => key in right);
    const result = sharedKeys.reduce((result, key) => {
        return { ...result, [key]: (0,property/* EvaluatePropertyUnion */.E)(left[key], right[key]) };
    }, {});
    return result;
}
function ReduceVariants(types, result) {
    return guard.ShiftLeft(types, (left, right) => ReduceVariants(right, CollapseUnionProperties(result, FromType(left))), () => result);
}
function FromUnion(types) {
    return guard.ShiftLeft(types, (left, right) => ReduceVariants(right, FromType(left)), () => (0,unreachable/* Unreachable */.L)());
}
// deno-coverage-ignore-stop

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/object/from_type.mjs
// deno-lint-ignore-file ban-types
// deno-fmt-ignore-file












function FromType(type) {
    return ((0,cyclic/* IsCyclic */.c_)(type) ? FromCyclic(type.$defs, type.$ref) :
        (0,dependent/* IsDependent */.oZ)(type) ? FromDependent(type.if, type.then, type.else) :
            (0,intersect/* IsIntersect */.Yq)(type) ? FromIntersect(type.allOf) :
                (0,union/* IsUnion */.my)(type) ? FromUnion(type.anyOf) :
                    (0,tuple/* IsTuple */.PN)(type) ? FromTuple(type.items) :
                        (0,object/* IsObject */.av)(type) ? FromObject(type.properties) :
                            {});
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/object/collapse.mjs
// deno-fmt-ignore-file


/**
 * Collapses a type into a TObject schema. This is a lossy fast path used to
 * normalize arbitrary TSchema types into a TObject structure. This function is
 * primarily used in indexing operations where a normalized object structure
 * is required. If the type cannot be collapsed, an empty object schema is returned.
 */
function CollapseToObject(type) {
    const properties = FromType(type);
    const result = (0,object/* Object */.wS)(properties);
    return result;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/object/index.mjs



/***/ }),

/***/ 1952:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  c: () => (/* binding */ OmitAction),
  A: () => (/* binding */ OmitInstantiate)
});

// EXTERNAL MODULE: ./node_modules/typebox/build/system/memory/index.mjs + 9 modules
var memory = __webpack_require__(7062);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/action/omit.mjs
var omit = __webpack_require__(8698);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/instantiate.mjs + 2 modules
var instantiate = __webpack_require__(7749);
// EXTERNAL MODULE: ./node_modules/typebox/build/guard/guard.mjs + 2 modules
var guard = __webpack_require__(8642);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/object.mjs
var object = __webpack_require__(982);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/indexable/to_indexable_keys.mjs + 8 modules
var to_indexable_keys = __webpack_require__(4691);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/indexable/to_indexable.mjs
var to_indexable = __webpack_require__(6411);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/omit/from_type.mjs
// deno-fmt-ignore-file




function FromKeys(properties, keys) {
    const result = guard.Keys(properties).reduce((result, key) => {
        return keys.includes(key) ? result : { ...result, [key]: properties[key] };
    }, {});
    return result;
}
function FromType(type, indexer) {
    const indexable = (0,to_indexable/* ToIndexable */._)(type);
    const indexableKeys = (0,to_indexable_keys/* ToIndexableKeys */.i)(indexer);
    const omitted = FromKeys(indexable, indexableKeys);
    const result = (0,object/* Object */.wS)(omitted);
    return result;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/omit/instantiate.mjs
// deno-fmt-ignore-file




function OmitAction(type, indexer, options) {
    const result = (0,instantiate/* CanInstantiate */.pZ)([type, indexer])
        ? memory/* Memory.Update */.c.Update(FromType(type, indexer), {}, options)
        : (0,omit/* OmitDeferred */.l)(type, indexer, options);
    return result;
}
function OmitInstantiate(context, state, type, indexer, options) {
    const instantiatedType = (0,instantiate/* InstantiateType */.zO)(context, state, type);
    const instantiatedIndexer = (0,instantiate/* InstantiateType */.zO)(context, state, indexer);
    return OmitAction(instantiatedType, instantiatedIndexer, options);
}


/***/ }),

/***/ 1199:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   M: () => (/* binding */ AddOptionalAction),
/* harmony export */   _: () => (/* binding */ AddOptionalInstantiate)
/* harmony export */ });
/* harmony import */ var _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7062);
/* harmony import */ var _instantiate_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7749);
// deno-fmt-ignore-file


function AddOptionalAction(type, options) {
    const result = _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Memory.Update */ .c.Update(type, { '~optional': true }, options);
    return result;
}
function AddOptionalInstantiate(context, state, type, options) {
    const instantiatedType = (0,_instantiate_mjs__WEBPACK_IMPORTED_MODULE_1__/* .InstantiateType */ .zO)(context, state, type);
    return AddOptionalAction(instantiatedType, options);
}


/***/ }),

/***/ 5806:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ RemoveOptionalAction),
/* harmony export */   z: () => (/* binding */ RemoveOptionalInstantiate)
/* harmony export */ });
/* harmony import */ var _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7062);
/* harmony import */ var _instantiate_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7749);
// deno-fmt-ignore-file


function RemoveOptionalOperation(type) {
    return _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Memory.Discard */ .c.Discard(type, ['~optional']);
}
function RemoveOptionalAction(type, options) {
    const result = _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Memory.Update */ .c.Update(RemoveOptionalOperation(type), {}, options);
    return result;
}
function RemoveOptionalInstantiate(context, state, type, options) {
    const instantiatedType = (0,_instantiate_mjs__WEBPACK_IMPORTED_MODULE_1__/* .InstantiateType */ .zO)(context, state, type);
    return RemoveOptionalAction(instantiatedType, options);
}


/***/ }),

/***/ 1995:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   l: () => (/* binding */ ParametersAction),
/* harmony export */   t: () => (/* binding */ ParametersInstantiate)
/* harmony export */ });
/* harmony import */ var _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7062);
/* harmony import */ var _types_function_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6951);
/* harmony import */ var _types_tuple_mjs__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2023);
/* harmony import */ var _action_parameters_mjs__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9238);
/* harmony import */ var _instantiate_mjs__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7749);
// deno-lint-ignore-file ban-types
// deno-fmt-ignore-file







function ParametersOperation(type) {
    const parameters = (0,_types_function_mjs__WEBPACK_IMPORTED_MODULE_1__/* .IsFunction */ .hg)(type) ? type['parameters'] : [];
    const instantiatedParameters = (0,_instantiate_mjs__WEBPACK_IMPORTED_MODULE_4__/* .InstantiateElements */ .q1)({}, (0,_instantiate_mjs__WEBPACK_IMPORTED_MODULE_4__/* .State */ .Uw)([], []), parameters);
    const result = (0,_types_tuple_mjs__WEBPACK_IMPORTED_MODULE_2__/* .Tuple */ .rd)(instantiatedParameters);
    return result;
}
function ParametersAction(type, options) {
    const result = (0,_instantiate_mjs__WEBPACK_IMPORTED_MODULE_4__/* .CanInstantiate */ .pZ)([type])
        ? _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Memory.Update */ .c.Update(ParametersOperation(type), {}, options)
        : (0,_action_parameters_mjs__WEBPACK_IMPORTED_MODULE_3__/* .ParametersDeferred */ .S)(type, options);
    return result;
}
function ParametersInstantiate(context, state, type, options) {
    const instantiatedType = (0,_instantiate_mjs__WEBPACK_IMPORTED_MODULE_4__/* .InstantiateType */ .zO)(context, state, type);
    return ParametersAction(instantiatedType, options);
}


/***/ }),

/***/ 566:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  g: () => (/* binding */ PartialAction),
  O: () => (/* binding */ PartialInstantiate)
});

// EXTERNAL MODULE: ./node_modules/typebox/build/system/memory/index.mjs + 9 modules
var memory = __webpack_require__(7062);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/action/partial.mjs
var partial = __webpack_require__(641);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/cyclic.mjs
var cyclic = __webpack_require__(330);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/dependent.mjs
var dependent = __webpack_require__(8712);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/intersect.mjs
var intersect = __webpack_require__(9270);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/object.mjs
var object = __webpack_require__(982);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/union.mjs
var union = __webpack_require__(1520);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/cyclic/target.mjs
var cyclic_target = __webpack_require__(1385);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/partial/from_cyclic.mjs
// deno-fmt-ignore-file




function FromCyclic(defs, ref) {
    const target = (0,cyclic_target/* CyclicTarget */.z)(defs, ref);
    const partial = FromType(target);
    const result = (0,cyclic/* Cyclic */.MW)(memory/* Memory.Assign */.c.Assign(defs, { [ref]: partial }), ref);
    return result;
}

// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/evaluate/evaluate.mjs
var evaluate = __webpack_require__(67);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/partial/from_dependent.mjs
// deno-fmt-ignore-file


function FromDependent(if_, then_, else_) {
    const evaluated = (0,evaluate/* EvaluateDependent */.$j)(if_, then_, else_);
    const result = FromType(evaluated);
    return result;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/partial/from_intersect.mjs
// deno-fmt-ignore-file


function FromIntersect(types) {
    const evaluated = (0,evaluate/* EvaluateIntersect */.He)(types);
    const result = FromType(evaluated);
    return result;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/partial/from_union.mjs
// deno-fmt-ignore-file


function FromUnion(types) {
    const result = types.map(type => FromType(type));
    return (0,union/* Union */.gP)(result);
}

// EXTERNAL MODULE: ./node_modules/typebox/build/guard/guard.mjs + 2 modules
var guard = __webpack_require__(8642);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/action/_add_optional.mjs
var _add_optional = __webpack_require__(4349);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/partial/from_object.mjs
// deno-fmt-ignore-file



function FromObject(properties) {
    const mapped = guard.Keys(properties).reduce((result, left) => {
        return { ...result, [left]: (0,_add_optional/* AddOptional */.O)(properties[left]) };
    }, {});
    const result = (0,object/* Object */.wS)(mapped);
    return result;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/partial/from_type.mjs
// deno-lint-ignore-file ban-types
// deno-fmt-ignore-file










function FromType(type) {
    return ((0,cyclic/* IsCyclic */.c_)(type) ? FromCyclic(type.$defs, type.$ref) :
        (0,dependent/* IsDependent */.oZ)(type) ? FromDependent(type.if, type.then, type.else) :
            (0,intersect/* IsIntersect */.Yq)(type) ? FromIntersect(type.allOf) :
                (0,union/* IsUnion */.my)(type) ? FromUnion(type.anyOf) :
                    (0,object/* IsObject */.av)(type) ? FromObject(type.properties) :
                        (0,object/* Object */.wS)({}));
}

// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/instantiate.mjs + 2 modules
var instantiate = __webpack_require__(7749);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/partial/instantiate.mjs
// deno-fmt-ignore-file




function PartialAction(type, options) {
    const result = (0,instantiate/* CanInstantiate */.pZ)([type])
        ? memory/* Memory.Update */.c.Update(FromType(type), {}, options)
        : (0,partial/* PartialDeferred */.L)(type, options);
    return result;
}
function PartialInstantiate(context, state, type, options) {
    const instantiatedType = (0,instantiate/* InstantiateType */.zO)(context, state, type);
    return PartialAction(instantiatedType, options);
}


/***/ }),

/***/ 4180:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J: () => (/* binding */ ParsePatternIntoTypes)
/* harmony export */ });
/* harmony import */ var _guard_index_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8642);
/* harmony import */ var _script_parser_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9255);
// deno-fmt-ignore-file


/** Parses a Pattern into a sequence of TemplateLiteral types. A result of [] indicates failure to parse. */
function ParsePatternIntoTypes(pattern) {
    const parsed = (0,_script_parser_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Pattern */ .zJ)(pattern);
    const result = _guard_index_mjs__WEBPACK_IMPORTED_MODULE_1__.IsEqual(parsed.length, 2)
        ? parsed[0]
        : []; // Failed to Parse
    return result;
}


/***/ }),

/***/ 2332:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ ParseTemplateIntoTypes)
/* harmony export */ });
/* harmony import */ var _system_unreachable_index_mjs__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9701);
/* harmony import */ var _guard_index_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8642);
/* harmony import */ var _script_parser_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9255);
// deno-fmt-ignore-file



// ------------------------------------------------------------------
// deno-coverage-ignore-start - symmetric unreachable
//
// Parser is parsing regular expression for strings and will return 
// at least 1 TLiteral at a minumum.
//
// ------------------------------------------------------------------
/** Parses a Template into a TemplateLiteral types */
function ParseTemplateIntoTypes(template) {
    const parsed = (0,_script_parser_mjs__WEBPACK_IMPORTED_MODULE_0__/* .TemplateLiteralTypes */ .TE)(`\`${template}\``);
    const result = _guard_index_mjs__WEBPACK_IMPORTED_MODULE_1__.IsEqual(parsed.length, 2)
        ? parsed[0]
        : (0,_system_unreachable_index_mjs__WEBPACK_IMPORTED_MODULE_2__/* .Unreachable */ .L)(); // []
    return result;
}
// deno-coverage-ignore-stop


/***/ }),

/***/ 2820:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  q: () => (/* binding */ PickAction),
  s: () => (/* binding */ PickInstantiate)
});

// EXTERNAL MODULE: ./node_modules/typebox/build/system/memory/index.mjs + 9 modules
var memory = __webpack_require__(7062);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/action/pick.mjs
var pick = __webpack_require__(6185);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/instantiate.mjs + 2 modules
var instantiate = __webpack_require__(7749);
// EXTERNAL MODULE: ./node_modules/typebox/build/guard/guard.mjs + 2 modules
var guard = __webpack_require__(8642);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/object.mjs
var object = __webpack_require__(982);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/indexable/to_indexable_keys.mjs + 8 modules
var to_indexable_keys = __webpack_require__(4691);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/indexable/to_indexable.mjs
var to_indexable = __webpack_require__(6411);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/pick/from_type.mjs
// deno-lint-ignore-file ban-types
// deno-fmt-ignore-file





function FromKeys(properties, keys) {
    const result = guard.Keys(properties).reduce((result, key) => {
        return keys.includes(key) ? memory/* Memory.Assign */.c.Assign(result, { [key]: properties[key] }) : result;
    }, {});
    return result;
}
function FromType(type, indexer) {
    const indexable = (0,to_indexable/* ToIndexable */._)(type);
    const keys = (0,to_indexable_keys/* ToIndexableKeys */.i)(indexer);
    const applied = FromKeys(indexable, keys);
    const result = (0,object/* Object */.wS)(applied);
    return result;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/pick/instantiate.mjs
// deno-fmt-ignore-file




function PickAction(type, indexer, options) {
    const result = (0,instantiate/* CanInstantiate */.pZ)([type, indexer])
        ? memory/* Memory.Update */.c.Update(FromType(type, indexer), {}, options)
        : (0,pick/* PickDeferred */.x)(type, indexer, options);
    return result;
}
function PickInstantiate(context, state, type, indexer, options) {
    const instantiatedType = (0,instantiate/* InstantiateType */.zO)(context, state, type);
    const instantiatedIndexer = (0,instantiate/* InstantiateType */.zO)(context, state, indexer);
    return PickAction(instantiatedType, instantiatedIndexer, options);
}


/***/ }),

/***/ 2149:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I: () => (/* binding */ AddReadonlyAction),
/* harmony export */   p: () => (/* binding */ AddReadonlyInstantiate)
/* harmony export */ });
/* harmony import */ var _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7062);
/* harmony import */ var _instantiate_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7749);
// deno-fmt-ignore-file


function AddReadonlyAction(type, options) {
    const result = _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Memory.Update */ .c.Update(type, { '~readonly': true }, options);
    return result;
}
function AddReadonlyInstantiate(context, state, type, options) {
    const instantiatedType = (0,_instantiate_mjs__WEBPACK_IMPORTED_MODULE_1__/* .InstantiateType */ .zO)(context, state, type);
    return AddReadonlyAction(instantiatedType, options);
}


/***/ }),

/***/ 6036:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ RemoveReadonlyAction),
/* harmony export */   l: () => (/* binding */ RemoveReadonlyInstantiate)
/* harmony export */ });
/* harmony import */ var _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7062);
/* harmony import */ var _instantiate_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7749);
// deno-fmt-ignore-file


function RemoveReadonlyOperation(type) {
    return _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Memory.Discard */ .c.Discard(type, ['~readonly']);
}
function RemoveReadonlyAction(type, options) {
    const result = _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Memory.Update */ .c.Update(RemoveReadonlyOperation(type), {}, options);
    return result;
}
function RemoveReadonlyInstantiate(context, state, type, options) {
    const instantiatedType = (0,_instantiate_mjs__WEBPACK_IMPORTED_MODULE_1__/* .InstantiateType */ .zO)(context, state, type);
    return RemoveReadonlyAction(instantiatedType, options);
}


/***/ }),

/***/ 3209:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  i: () => (/* binding */ ReadonlyObjectAction),
  G: () => (/* binding */ ReadonlyObjectInstantiate)
});

// EXTERNAL MODULE: ./node_modules/typebox/build/system/memory/index.mjs + 9 modules
var memory = __webpack_require__(7062);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/action/readonly_object.mjs
var readonly_object = __webpack_require__(2930);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/array.mjs
var array = __webpack_require__(7894);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/cyclic.mjs
var cyclic = __webpack_require__(330);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/dependent.mjs
var dependent = __webpack_require__(8712);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/intersect.mjs
var intersect = __webpack_require__(9270);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/object.mjs
var object = __webpack_require__(982);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/tuple.mjs
var tuple = __webpack_require__(2023);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/union.mjs
var union = __webpack_require__(1520);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/action/_add_immutable.mjs
var _add_immutable = __webpack_require__(1195);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/readonly_object/from_array.mjs
// deno-fmt-ignore-file


function FromArray(type) {
    const result = (0,_add_immutable/* AddImmutable */.e)((0,array/* Array */.O3)(type));
    return result;
}

// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/cyclic/target.mjs
var cyclic_target = __webpack_require__(1385);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/readonly_object/from_cyclic.mjs
// deno-fmt-ignore-file




function FromCyclic(defs, ref) {
    const target = (0,cyclic_target/* CyclicTarget */.z)(defs, ref);
    const partial = FromType(target);
    const result = (0,cyclic/* Cyclic */.MW)(memory/* Memory.Assign */.c.Assign(defs, { [ref]: partial }), ref);
    return result;
}

// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/evaluate/evaluate.mjs
var evaluate = __webpack_require__(67);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/readonly_object/from_dependent.mjs
// deno-fmt-ignore-file


function FromDependent(if_, then_, else_) {
    const evaluated = (0,evaluate/* EvaluateDependent */.$j)(if_, then_, else_);
    const result = FromType(evaluated);
    return result;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/readonly_object/from_intersect.mjs
// deno-fmt-ignore-file


function FromIntersect(types) {
    const evaluated = (0,evaluate/* EvaluateIntersect */.He)(types);
    const result = FromType(evaluated);
    return result;
}

// EXTERNAL MODULE: ./node_modules/typebox/build/guard/guard.mjs + 2 modules
var guard = __webpack_require__(8642);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/action/_add_readonly.mjs
var _add_readonly = __webpack_require__(6003);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/readonly_object/from_object.mjs
// deno-fmt-ignore-file



function FromObject(properties) {
    const mapped = guard.Keys(properties).reduce((result, left) => {
        return { ...result, [left]: (0,_add_readonly/* AddReadonly */.w)(properties[left]) };
    }, {});
    const result = (0,object/* Object */.wS)(mapped);
    return result;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/readonly_object/from_tuple.mjs
// deno-fmt-ignore-file


function FromTuple(types) {
    const result = (0,_add_immutable/* AddImmutable */.e)((0,tuple/* Tuple */.rd)(types));
    return result;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/readonly_object/from_union.mjs
// deno-fmt-ignore-file


function FromUnion(types) {
    const result = types.map(type => FromType(type));
    return (0,union/* Union */.gP)(result);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/readonly_object/from_type.mjs
// deno-fmt-ignore-file














function FromType(type) {
    return ((0,array/* IsArray */.QS)(type) ? FromArray(type.items) :
        (0,cyclic/* IsCyclic */.c_)(type) ? FromCyclic(type.$defs, type.$ref) :
            (0,dependent/* IsDependent */.oZ)(type) ? FromDependent(type.if, type.then, type.else) :
                (0,intersect/* IsIntersect */.Yq)(type) ? FromIntersect(type.allOf) :
                    (0,object/* IsObject */.av)(type) ? FromObject(type.properties) :
                        (0,tuple/* IsTuple */.PN)(type) ? FromTuple(type.items) :
                            (0,union/* IsUnion */.my)(type) ? FromUnion(type.anyOf) :
                                type);
}

// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/instantiate.mjs + 2 modules
var instantiate = __webpack_require__(7749);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/readonly_object/instantiate.mjs
// deno-fmt-ignore-file




function ReadonlyObjectAction(type, options) {
    const result = (0,instantiate/* CanInstantiate */.pZ)([type])
        ? memory/* Memory.Update */.c.Update(FromType(type), {}, options)
        : (0,readonly_object/* ReadonlyObjectDeferred */.zU)(type);
    return result;
}
function ReadonlyObjectInstantiate(context, state, type, options) {
    const instantiatedType = (0,instantiate/* InstantiateType */.zO)(context, state, type);
    return ReadonlyObjectAction(instantiatedType, options);
}


/***/ }),

/***/ 9821:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Q: () => (/* binding */ RecordAction),
  x: () => (/* binding */ RecordInstantiate)
});

// EXTERNAL MODULE: ./node_modules/typebox/build/system/memory/index.mjs + 9 modules
var memory = __webpack_require__(7062);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/record.mjs
var record = __webpack_require__(8848);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/any.mjs
var any = __webpack_require__(4935);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/boolean.mjs
var types_boolean = __webpack_require__(7957);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/enum.mjs + 1 modules
var types_enum = __webpack_require__(8903);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/intersect.mjs
var intersect = __webpack_require__(9270);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/integer.mjs
var integer = __webpack_require__(4247);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/literal.mjs
var literal = __webpack_require__(0);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/number.mjs
var number = __webpack_require__(4400);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/object.mjs
var object = __webpack_require__(982);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/string.mjs
var string = __webpack_require__(7964);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/template_literal.mjs
var template_literal = __webpack_require__(4125);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/union.mjs
var union = __webpack_require__(1520);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/record/record_create.mjs
var record_create = __webpack_require__(5270);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/record/from_key_any.mjs
// deno-fmt-ignore-file


function FromAnyKey(value) {
    return (0,record_create/* CreateRecord */.o)(record/* StringKey */.Zt, value);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/record/from_key_boolean.mjs
// deno-fmt-ignore-file

function FromBooleanKey(value) {
    return (0,object/* Object */.wS)({ true: value, false: value });
}

// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/evaluate/evaluate.mjs
var evaluate = __webpack_require__(67);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/record/from_key_enum.mjs
// deno-fmt-ignore-file


function FromEnumKey(values, value) {
    const unionKey = (0,evaluate/* EvaluateEnum */.zu)(values);
    const result = FromKey(unionKey, value);
    return result;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/record/from_key_integer.mjs
// deno-fmt-ignore-file


function FromIntegerKey(_key, value) {
    const result = (0,record_create/* CreateRecord */.o)(record/* IntegerKey */.oz, value);
    return result;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/record/from_key_intersect.mjs
// deno-fmt-ignore-file


function FromIntersectKey(types, value) {
    const evaluatedKey = (0,evaluate/* EvaluateIntersect */.He)(types);
    const result = FromKey(evaluatedKey, value);
    return result;
}

// EXTERNAL MODULE: ./node_modules/typebox/build/guard/guard.mjs + 2 modules
var guard = __webpack_require__(8642);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/record/from_key_literal.mjs
// deno-fmt-ignore-file
// deno-lint-ignore-file


function FromLiteralKey(key, value) {
    return (guard.IsString(key) || guard.IsNumber(key) ? (0,object/* Object */.wS)({ [key]: value }) :
        guard.IsEqual(key, false) ? (0,object/* Object */.wS)({ false: value }) :
            guard.IsEqual(key, true) ? (0,object/* Object */.wS)({ true: value }) :
                (0,object/* Object */.wS)({}));
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/record/from_key_number.mjs
// deno-fmt-ignore-file


function FromNumberKey(_key, value) {
    const result = (0,record_create/* CreateRecord */.o)(record/* NumberKey */.ZV, value);
    return result;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/record/from_key_string.mjs
// deno-fmt-ignore-file



function FromStringKey(key, value) {
    // special case: override for string with raw pattern. We do not observe inference for the
    // raw string patterns, but as a pattern (assuming non-never) is in the set of string, we
    // allow overriding. Callers will need to narrow to the pattern manually. TB legacy.
    return (guard.HasPropertyKey(key, 'pattern') && (guard.IsString(key.pattern) || key.pattern instanceof RegExp)
        ? (0,record_create/* CreateRecord */.o)(key.pattern.toString(), value)
        : (0,record_create/* CreateRecord */.o)(record/* StringKey */.Zt, value));
}

// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/patterns/pattern.mjs
var patterns_pattern = __webpack_require__(4180);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/template_literal/is_finite.mjs
var is_finite = __webpack_require__(7507);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/record/from_key_template_literal.mjs
// deno-fmt-ignore-file





function FromTemplateKey(pattern, value) {
    const types = (0,patterns_pattern/* ParsePatternIntoTypes */.J)(pattern);
    const finite = (0,is_finite/* IsTemplateLiteralFinite */.V)(types);
    const result = finite ? FromKey((0,evaluate/* EvaluateTemplateLiteral */.pF)(pattern), value) : (0,record_create/* CreateRecord */.o)(pattern, value);
    return result;
}

// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/schema.mjs
var schema = __webpack_require__(8122);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/evaluate/flatten.mjs
var flatten = __webpack_require__(7424);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/record/from_key_union.mjs
// deno-fmt-ignore-file
// deno-lint-ignore-file










function StringOrNumberCheck(types) {
    return types.some(type => (0,string/* IsString */.IP)(type) || (0,number/* IsNumber */.Mx)(type) || (0,integer/* IsInteger */.$p)(type));
}
function TryBuildRecord(types, value) {
    return (guard.IsEqual(StringOrNumberCheck(types), true)
        ? (0,record_create/* CreateRecord */.o)(record/* StringKey */.Zt, value)
        : undefined);
}
function CreateProperties(types, value) {
    return types.reduce((result, left) => {
        return (0,literal/* IsLiteral */.gP)(left) && (guard.IsString(left.const) || guard.IsNumber(left.const))
            ? { ...result, [left.const]: value }
            : result;
    }, {});
}
function CreateObject(types, value) {
    const properties = CreateProperties(types, value);
    const result = (0,object/* Object */.wS)(properties);
    return result;
}
function FromUnionKey(types, value) {
    const flattened = (0,flatten/* Flatten */.F)(types);
    const record = TryBuildRecord(flattened, value);
    return ((0,schema/* IsSchema */.Y)(record) // maybe IsRecord?
        ? record
        : CreateObject(flattened, value));
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/record/from_key.mjs
// deno-fmt-ignore-file
// deno-lint-ignore-file











// ------------------------------------------------------------------
// Keys and Deferred
// ------------------------------------------------------------------










function FromKey(key, value) {
    const result = ((0,any/* IsAny */.h)(key) ? FromAnyKey(value) :
        (0,types_boolean/* IsBoolean */.Z)(key) ? FromBooleanKey(value) :
            (0,types_enum/* IsEnum */.Kk)(key) ? FromEnumKey(key.enum, value) :
                (0,integer/* IsInteger */.$p)(key) ? FromIntegerKey(key, value) :
                    (0,intersect/* IsIntersect */.Yq)(key) ? FromIntersectKey(key.allOf, value) :
                        (0,literal/* IsLiteral */.gP)(key) ? FromLiteralKey(key.const, value) :
                            (0,number/* IsNumber */.Mx)(key) ? FromNumberKey(key, value) :
                                (0,union/* IsUnion */.my)(key) ? FromUnionKey(key.anyOf, value) :
                                    (0,string/* IsString */.IP)(key) ? FromStringKey(key, value) :
                                        (0,template_literal/* IsTemplateLiteral */.gm)(key) ? FromTemplateKey(key.pattern, value) :
                                            (0,object/* Object */.wS)({}));
    return result;
}

// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/instantiate.mjs + 2 modules
var instantiate = __webpack_require__(7749);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/record/instantiate.mjs
// deno-fmt-ignore-file
// deno-lint-ignore-file




function RecordAction(key, value, options) {
    const result = (0,instantiate/* CanInstantiate */.pZ)([key])
        ? memory/* Memory.Update */.c.Update(FromKey(key, value), {}, options)
        : (0,record/* RecordDeferred */.LO)(key, value, options);
    return result;
}
function RecordInstantiate(context, state, key, value, options) {
    const instantiatedKey = (0,instantiate/* InstantiateType */.zO)(context, state, key);
    const instantiatedValue = (0,instantiate/* InstantiateType */.zO)(context, state, value);
    return RecordAction(instantiatedKey, instantiatedValue, options);
}


/***/ }),

/***/ 5270:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   o: () => (/* binding */ CreateRecord)
/* harmony export */ });
/* harmony import */ var _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7062);
// deno-fmt-ignore-file

function CreateRecord(key, value) {
    const type = 'object';
    const patternProperties = { [key]: value };
    return _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Memory.Create */ .c.Create({ ['~kind']: 'Record' }, { type, patternProperties });
}


/***/ }),

/***/ 7828:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   e: () => (/* binding */ RefInstantiate)
/* harmony export */ });
/* harmony import */ var _instantiate_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7749);
// deno-fmt-ignore-file


function RefInstantiate(context, state, type, ref) {
    return (state.visited.includes(ref)
        ? type
        : ref in context
            ? (0,_instantiate_mjs__WEBPACK_IMPORTED_MODULE_0__/* .InstantiateType */ .zO)(context, (0,_instantiate_mjs__WEBPACK_IMPORTED_MODULE_0__/* .State */ .Uw)(state['callstack'], [...state['visited'], ref]), context[ref])
            : type);
}


/***/ }),

/***/ 1062:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  I: () => (/* binding */ RequiredAction),
  G: () => (/* binding */ RequiredInstantiate)
});

// EXTERNAL MODULE: ./node_modules/typebox/build/system/memory/index.mjs + 9 modules
var memory = __webpack_require__(7062);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/cyclic.mjs
var cyclic = __webpack_require__(330);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/dependent.mjs
var dependent = __webpack_require__(8712);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/intersect.mjs
var intersect = __webpack_require__(9270);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/object.mjs
var object = __webpack_require__(982);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/union.mjs
var union = __webpack_require__(1520);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/cyclic/target.mjs
var cyclic_target = __webpack_require__(1385);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/required/from_cyclic.mjs
// deno-fmt-ignore-file




function FromCyclic(defs, ref) {
    const target = (0,cyclic_target/* CyclicTarget */.z)(defs, ref);
    const partial = FromType(target);
    const result = (0,cyclic/* Cyclic */.MW)(memory/* Memory.Assign */.c.Assign(defs, { [ref]: partial }), ref);
    return result;
}

// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/evaluate/evaluate.mjs
var evaluate = __webpack_require__(67);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/required/from_dependent.mjs
// deno-fmt-ignore-file


function FromDependent(if_, then_, else_) {
    const evaluated = (0,evaluate/* EvaluateDependent */.$j)(if_, then_, else_);
    const result = FromType(evaluated);
    return result;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/required/from_intersect.mjs
// deno-fmt-ignore-file


function FromIntersect(types) {
    const evaluated = (0,evaluate/* EvaluateIntersect */.He)(types);
    const result = FromType(evaluated);
    return result;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/required/from_union.mjs
// deno-fmt-ignore-file


function FromUnion(types) {
    const result = types.map(type => FromType(type));
    return (0,union/* Union */.gP)(result);
}

// EXTERNAL MODULE: ./node_modules/typebox/build/guard/guard.mjs + 2 modules
var guard = __webpack_require__(8642);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/action/_remove_optional.mjs
var _remove_optional = __webpack_require__(3200);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/required/from_object.mjs
// deno-fmt-ignore-file



function FromObject(properties) {
    const mapped = guard.Keys(properties).reduce((result, left) => {
        return { ...result, [left]: (0,_remove_optional/* RemoveOptional */.X)(properties[left]) };
    }, {});
    const result = (0,object/* Object */.wS)(mapped);
    return result;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/required/from_type.mjs
// deno-lint-ignore-file ban-types
// deno-fmt-ignore-file










function FromType(type) {
    return ((0,cyclic/* IsCyclic */.c_)(type) ? FromCyclic(type.$defs, type.$ref) :
        (0,dependent/* IsDependent */.oZ)(type) ? FromDependent(type.if, type.then, type.else) :
            (0,intersect/* IsIntersect */.Yq)(type) ? FromIntersect(type.allOf) :
                (0,union/* IsUnion */.my)(type) ? FromUnion(type.anyOf) :
                    (0,object/* IsObject */.av)(type) ? FromObject(type.properties) :
                        (0,object/* Object */.wS)({}));
}

// EXTERNAL MODULE: ./node_modules/typebox/build/type/action/required.mjs
var required = __webpack_require__(8889);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/instantiate.mjs + 2 modules
var instantiate = __webpack_require__(7749);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/required/instantiate.mjs
// deno-fmt-ignore-file




function RequiredAction(type, options) {
    const result = (0,instantiate/* CanInstantiate */.pZ)([type])
        ? memory/* Memory.Update */.c.Update(FromType(type), {}, options)
        : (0,required/* RequiredDeferred */.d)(type, options);
    return result;
}
function RequiredInstantiate(context, state, type, options) {
    const instaniatedType = (0,instantiate/* InstantiateType */.zO)(context, state, type);
    return RequiredAction(instaniatedType, options);
}


/***/ }),

/***/ 7490:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   P: () => (/* binding */ ReturnTypeAction),
/* harmony export */   r: () => (/* binding */ ReturnTypeInstantiate)
/* harmony export */ });
/* harmony import */ var _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7062);
/* harmony import */ var _types_function_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6951);
/* harmony import */ var _types_never_mjs__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9139);
/* harmony import */ var _action_return_type_mjs__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6243);
/* harmony import */ var _instantiate_mjs__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7749);
// deno-fmt-ignore-file





function ReturnTypeOperation(type) {
    return ((0,_types_function_mjs__WEBPACK_IMPORTED_MODULE_1__/* .IsFunction */ .hg)(type)
        ? type['returnType']
        : (0,_types_never_mjs__WEBPACK_IMPORTED_MODULE_2__/* .Never */ .ps)());
}
function ReturnTypeAction(type, options) {
    const result = (0,_instantiate_mjs__WEBPACK_IMPORTED_MODULE_4__/* .CanInstantiate */ .pZ)([type])
        ? _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Memory.Update */ .c.Update(ReturnTypeOperation(type), {}, options)
        : (0,_action_return_type_mjs__WEBPACK_IMPORTED_MODULE_3__/* .ReturnTypeDeferred */ .w)(type, options);
    return result;
}
function ReturnTypeInstantiate(context, state, type, options = {}) {
    const instantiatedType = (0,_instantiate_mjs__WEBPACK_IMPORTED_MODULE_4__/* .InstantiateType */ .zO)(context, state, type);
    return ReturnTypeAction(instantiatedType, options);
}


/***/ }),

/***/ 1951:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   k: () => (/* binding */ TemplateLiteralCreate)
/* harmony export */ });
/* harmony import */ var _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7062);
// deno-fmt-ignore-file

function TemplateLiteralCreate(pattern) {
    return _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Memory.Create */ .c.Create({ ['~kind']: 'TemplateLiteral' }, { type: 'string', pattern }, {});
}


/***/ }),

/***/ 6233:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* binding */ TemplateLiteralDecode),
/* harmony export */   g: () => (/* binding */ TemplateLiteralDecodeUnsafe)
/* harmony export */ });
/* harmony import */ var _guard_index_mjs__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(8642);
/* harmony import */ var _system_unreachable_index_mjs__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(9701);
/* harmony import */ var _types_literal_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(0);
/* harmony import */ var _types_string_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7964);
/* harmony import */ var _types_template_literal_mjs__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4125);
/* harmony import */ var _types_union_mjs__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1520);
/* harmony import */ var _patterns_pattern_mjs__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4180);
/* harmony import */ var _is_finite_mjs__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(7507);
/* harmony import */ var _create_mjs__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(1951);
// deno-fmt-ignore-file









function FromLiteralPush(variants, value, result = []) {
    return _guard_index_mjs__WEBPACK_IMPORTED_MODULE_7__.ShiftLeft(variants, (left, right) => FromLiteralPush(right, value, [...result, `${left}${value}`]), () => result);
}
function FromLiteral(variants, value) {
    return (_guard_index_mjs__WEBPACK_IMPORTED_MODULE_7__.IsEqual(variants.length, 0) ? [`${value}`] : FromLiteralPush(variants, value));
}
function FromUnion(variants, types, result = []) {
    return _guard_index_mjs__WEBPACK_IMPORTED_MODULE_7__.ShiftLeft(types, (left, right) => FromUnion(variants, right, [...result, ...FromType(variants, left)]), () => result);
}
// ------------------------------------------------------------------
// deno-coverage-ignore-start - symmetric unreachable | internal
// 
// Parsed TemplateLiteral patterns only yield Literal or Union but
// we keep the fall-through to assert that no other types can reach 
// here without error.
//
// ------------------------------------------------------------------
function FromType(variants, type) {
    const result = ((0,_types_union_mjs__WEBPACK_IMPORTED_MODULE_3__/* .IsUnion */ .my)(type) ? FromUnion(variants, type.anyOf) :
        (0,_types_literal_mjs__WEBPACK_IMPORTED_MODULE_0__/* .IsLiteral */ .gP)(type) ? FromLiteral(variants, type.const) :
            (0,_system_unreachable_index_mjs__WEBPACK_IMPORTED_MODULE_8__/* .Unreachable */ .L)() // []
    );
    return result;
}
function DecodeFromSpan(variants, types) {
    return _guard_index_mjs__WEBPACK_IMPORTED_MODULE_7__.ShiftLeft(types, (left, right) => DecodeFromSpan(FromType(variants, left), right), () => variants);
}
function VariantsToLiterals(variants) {
    return variants.map(variant => (0,_types_literal_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Literal */ .uS)(variant));
}
function DecodeTypesAsUnion(types) {
    const variants = DecodeFromSpan([], types);
    const literals = VariantsToLiterals(variants);
    const result = (0,_types_union_mjs__WEBPACK_IMPORTED_MODULE_3__/* .Union */ .gP)(literals);
    return result;
}
// ------------------------------------------------------------------
// deno-coverage-ignore-start - internal
// 
// Cannot invoke the 0-length condition as the TemplateLiteral 
// parsers always return at least 1 TLiteral or TUnion. We would 
// return a empty string TLiteral for this case, but will use 
// Unreachable to catch parse inputs that trigger 0-length.
//
// ------------------------------------------------------------------
function DecodeTypes(types) {
    return (_guard_index_mjs__WEBPACK_IMPORTED_MODULE_7__.IsEqual(types.length, 0) ? (0,_system_unreachable_index_mjs__WEBPACK_IMPORTED_MODULE_8__/* .Unreachable */ .L)() : // Literal('') :
        _guard_index_mjs__WEBPACK_IMPORTED_MODULE_7__.IsEqual(types.length, 1) && (0,_types_literal_mjs__WEBPACK_IMPORTED_MODULE_0__/* .IsLiteral */ .gP)(types[0]) ? types[0] :
            DecodeTypesAsUnion(types));
}
/**
 * (Internal) Decodes a TemplateLiteral pattern into a Type. This function is unsafe. Decoding a non-finite
 * TemplateLiteral pattern may produce another TemplateLiteral pattern. During enumeration, this
 * TemplateLiteral -> TemplateLiteral behavior can cause a StackOverflow. A better in-flight template-literal
 * decoding algorithm is needed. (for review)
 */
function TemplateLiteralDecodeUnsafe(pattern) {
    const types = (0,_patterns_pattern_mjs__WEBPACK_IMPORTED_MODULE_4__/* .ParsePatternIntoTypes */ .J)(pattern);
    const result = _guard_index_mjs__WEBPACK_IMPORTED_MODULE_7__.IsEqual(types.length, 0) // Failed to Parse | IsTemplateLiteralPattern
        ? (0,_types_string_mjs__WEBPACK_IMPORTED_MODULE_1__/* .String */ .Qf)() // ... Pattern cannot be typed, so discard
        : (0,_is_finite_mjs__WEBPACK_IMPORTED_MODULE_5__/* .IsTemplateLiteralFinite */ .V)(types)
            ? DecodeTypes(types)
            : (0,_create_mjs__WEBPACK_IMPORTED_MODULE_6__/* .TemplateLiteralCreate */ .k)(pattern);
    return result;
}
/** Decodes a TemplateLiteral pattern but returns TString if the pattern in non-finite. */
function TemplateLiteralDecode(pattern) {
    const decoded = TemplateLiteralDecodeUnsafe(pattern);
    const result = (0,_types_template_literal_mjs__WEBPACK_IMPORTED_MODULE_2__/* .IsTemplateLiteral */ .gm)(decoded) ? (0,_types_string_mjs__WEBPACK_IMPORTED_MODULE_1__/* .String */ .Qf)() : decoded;
    return result;
}


/***/ }),

/***/ 3037:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   s: () => (/* binding */ TemplateLiteralEncode)
/* harmony export */ });
/* harmony import */ var _guard_index_mjs__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(8642);
/* harmony import */ var _types_enum_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8903);
/* harmony import */ var _types_literal_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(0);
/* harmony import */ var _types_union_mjs__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1520);
/* harmony import */ var _types_template_literal_mjs__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4125);
/* harmony import */ var _types_bigint_mjs__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7626);
/* harmony import */ var _types_string_mjs__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(7964);
/* harmony import */ var _types_number_mjs__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(4400);
/* harmony import */ var _types_integer_mjs__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(4247);
/* harmony import */ var _types_boolean_mjs__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(7957);
/* harmony import */ var _types_never_mjs__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(9139);
/* harmony import */ var _create_mjs__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(1951);
/* harmony import */ var _evaluate_evaluate_mjs__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(67);
/* harmony import */ var _instantiate_mjs__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(6317);
// deno-fmt-ignore-file














function JoinString(input) {
    return input.join('|');
}
function UnwrapTemplateLiteralPattern(pattern) {
    return pattern.slice(1, pattern.length - 1);
}
function EncodeLiteral(value, right, pattern) {
    return EncodeTypes(right, `${pattern}${value}`);
}
function EncodeBigInt(right, pattern) {
    return EncodeTypes(right, `${pattern}${_types_bigint_mjs__WEBPACK_IMPORTED_MODULE_4__/* .BigIntPattern */ .us}`);
}
function EncodeInteger(right, pattern) {
    return EncodeTypes(right, `${pattern}${_types_integer_mjs__WEBPACK_IMPORTED_MODULE_7__/* .IntegerPattern */ .NU}`);
}
function EncodeNumber(right, pattern) {
    return EncodeTypes(right, `${pattern}${_types_number_mjs__WEBPACK_IMPORTED_MODULE_6__/* .NumberPattern */ .Uy}`);
}
function EncodeBoolean(right, pattern) {
    return EncodeType((0,_types_union_mjs__WEBPACK_IMPORTED_MODULE_2__/* .Union */ .gP)([(0,_types_literal_mjs__WEBPACK_IMPORTED_MODULE_1__/* .Literal */ .uS)('false'), (0,_types_literal_mjs__WEBPACK_IMPORTED_MODULE_1__/* .Literal */ .uS)('true')]), right, pattern);
}
function EncodeString(right, pattern) {
    return EncodeTypes(right, `${pattern}${_types_string_mjs__WEBPACK_IMPORTED_MODULE_5__/* .StringPattern */ .wi}`);
}
function EncodeTemplateLiteral(templatePattern, right, pattern) {
    return EncodeTypes(right, `${pattern}${UnwrapTemplateLiteralPattern(templatePattern)}`);
}
function EncodeTemplateLiteralDeferred(types, right, pattern) {
    const templateLiteral = (0,_instantiate_mjs__WEBPACK_IMPORTED_MODULE_12__/* .TemplateLiteralAction */ .k)(types, {});
    const result = EncodeType(templateLiteral, right, pattern);
    return result;
}
function EncodeEnum(values, right, pattern) {
    const evaluated = (0,_evaluate_evaluate_mjs__WEBPACK_IMPORTED_MODULE_11__/* .EvaluateEnum */ .zu)(values);
    return EncodeType(evaluated, right, pattern);
}
function EncodeUnion(types, right, pattern, result = []) {
    return _guard_index_mjs__WEBPACK_IMPORTED_MODULE_13__.ShiftLeft(types, (head, tail) => EncodeUnion(tail, right, pattern, [...result, EncodeType(head, [], '')]), () => EncodeTypes(right, `${pattern}(${JoinString(result)})`));
}
function EncodeType(type, right, pattern) {
    return ((0,_types_enum_mjs__WEBPACK_IMPORTED_MODULE_0__/* .IsEnum */ .Kk)(type) ? EncodeEnum(type.enum, right, pattern) :
        (0,_types_integer_mjs__WEBPACK_IMPORTED_MODULE_7__/* .IsInteger */ .$p)(type) ? EncodeInteger(right, pattern) :
            (0,_types_literal_mjs__WEBPACK_IMPORTED_MODULE_1__/* .IsLiteral */ .gP)(type) ? EncodeLiteral(type.const, right, pattern) :
                (0,_types_bigint_mjs__WEBPACK_IMPORTED_MODULE_4__/* .IsBigInt */ .cQ)(type) ? EncodeBigInt(right, pattern) :
                    (0,_types_boolean_mjs__WEBPACK_IMPORTED_MODULE_8__/* .IsBoolean */ .Z)(type) ? EncodeBoolean(right, pattern) :
                        (0,_types_number_mjs__WEBPACK_IMPORTED_MODULE_6__/* .IsNumber */ .Mx)(type) ? EncodeNumber(right, pattern) :
                            (0,_types_string_mjs__WEBPACK_IMPORTED_MODULE_5__/* .IsString */ .IP)(type) ? EncodeString(right, pattern) :
                                (0,_types_template_literal_mjs__WEBPACK_IMPORTED_MODULE_3__/* .IsTemplateLiteral */ .gm)(type) ? EncodeTemplateLiteral(type.pattern, right, pattern) :
                                    (0,_types_template_literal_mjs__WEBPACK_IMPORTED_MODULE_3__/* .IsTemplateLiteralDeferred */ .vH)(type) ? EncodeTemplateLiteralDeferred(type.parameters[0], right, pattern) :
                                        (0,_types_union_mjs__WEBPACK_IMPORTED_MODULE_2__/* .IsUnion */ .my)(type) ? EncodeUnion(type.anyOf, right, pattern) :
                                            _types_never_mjs__WEBPACK_IMPORTED_MODULE_9__/* .NeverPattern */ .rv);
}
function EncodeTypes(types, pattern) {
    return _guard_index_mjs__WEBPACK_IMPORTED_MODULE_13__.ShiftLeft(types, (left, right) => EncodeType(left, right, pattern), () => pattern);
}
function EncodePattern(types) {
    const encoded = EncodeTypes(types, '');
    const result = `^${encoded}$`;
    return result;
}
/** Encodes a TemplateLiteral type sequence into a TemplateLiteral */
function TemplateLiteralEncode(types) {
    const pattern = EncodePattern(types);
    const result = (0,_create_mjs__WEBPACK_IMPORTED_MODULE_10__/* .TemplateLiteralCreate */ .k)(pattern);
    return result;
}


/***/ }),

/***/ 2329:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  G_: () => (/* reexport */ decode/* TemplateLiteralDecode */.G)
});

// UNUSED EXPORTS: IsTemplateLiteralFinite, IsTemplateLiteralPattern, TemplateLiteralCreate, TemplateLiteralDecodeUnsafe, TemplateLiteralEncode

// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/template_literal/create.mjs
var create = __webpack_require__(1951);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/template_literal/decode.mjs
var decode = __webpack_require__(6233);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/template_literal/encode.mjs
var encode = __webpack_require__(3037);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/template_literal/is_finite.mjs
var is_finite = __webpack_require__(7507);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/patterns/pattern.mjs
var pattern = __webpack_require__(4180);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/template_literal/is_pattern.mjs
// deno-fmt-ignore-file


/** Returns true if this pattern is a valid Template Literal regular expression */
function IsTemplateLiteralPattern(pattern) {
    const types = ParsePatternIntoTypes(pattern);
    const result = Guard.IsEqual(types.length, 0) ? false : true;
    return result;
}
// deno-coverage-ignore-stop

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/template_literal/index.mjs








/***/ }),

/***/ 6317:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   U: () => (/* binding */ TemplateLiteralInstantiate),
/* harmony export */   k: () => (/* binding */ TemplateLiteralAction)
/* harmony export */ });
/* harmony import */ var _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7062);
/* harmony import */ var _types_template_literal_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4125);
/* harmony import */ var _encode_mjs__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3037);
/* harmony import */ var _instantiate_mjs__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7749);
// deno-fmt-ignore-file




function TemplateLiteralAction(types, options) {
    const result = (0,_instantiate_mjs__WEBPACK_IMPORTED_MODULE_3__/* .CanInstantiate */ .pZ)(types)
        ? _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Memory.Update */ .c.Update((0,_encode_mjs__WEBPACK_IMPORTED_MODULE_2__/* .TemplateLiteralEncode */ .s)(types), {}, options)
        : (0,_types_template_literal_mjs__WEBPACK_IMPORTED_MODULE_1__/* .TemplateLiteralDeferred */ .Dn)(types, options);
    return result;
}
function TemplateLiteralInstantiate(context, state, types, options) {
    const instantiatedTypes = (0,_instantiate_mjs__WEBPACK_IMPORTED_MODULE_3__/* .InstantiateTypes */ .kX)(context, state, types);
    return TemplateLiteralAction(instantiatedTypes, options);
}


/***/ }),

/***/ 7507:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   V: () => (/* binding */ IsTemplateLiteralFinite)
/* harmony export */ });
/* harmony import */ var _guard_index_mjs__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8642);
/* harmony import */ var _types_literal_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(0);
/* harmony import */ var _types_union_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1520);
// deno-fmt-ignore-file



function FromLiteral(_value) {
    return true;
}
function FromTypesReduce(types) {
    return _guard_index_mjs__WEBPACK_IMPORTED_MODULE_2__.ShiftLeft(types, (left, right) => FromType(left)
        ? FromTypesReduce(right)
        : false, () => true);
}
function FromTypes(types) {
    const result = _guard_index_mjs__WEBPACK_IMPORTED_MODULE_2__.IsEqual(types.length, 0) ? false : FromTypesReduce(types);
    return result;
}
function FromType(type) {
    return ((0,_types_union_mjs__WEBPACK_IMPORTED_MODULE_1__/* .IsUnion */ .my)(type) ? FromTypes(type.anyOf) :
        (0,_types_literal_mjs__WEBPACK_IMPORTED_MODULE_0__/* .IsLiteral */ .gP)(type) ? FromLiteral(type.const) :
            false);
}
/** Returns true if the given TemplateLiteral types yields a finite variant set */
function IsTemplateLiteralFinite(types) {
    const result = FromTypes(types);
    return result;
}


/***/ }),

/***/ 5838:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   n: () => (/* binding */ TupleToObject),
/* harmony export */   y: () => (/* binding */ TupleElementsToProperties)
/* harmony export */ });
/* harmony import */ var _types_object_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(982);
// deno-lint-ignore-file ban-types
// deno-fmt-ignore-file

function TupleElementsToProperties(types) {
    const result = types.reduceRight((result, right, index) => {
        return { [index]: right, ...result };
    }, {});
    return result;
}
function TupleToObject(type) {
    const properties = TupleElementsToProperties(type.items);
    const result = (0,_types_object_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Object */ .wS)(properties);
    return result;
}


/***/ }),

/***/ 2703:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   b: () => (/* binding */ WithAction),
/* harmony export */   h: () => (/* binding */ WithInstantiate)
/* harmony export */ });
/* harmony import */ var _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7062);
/* harmony import */ var _instantiate_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7749);
/* harmony import */ var _action_with_mjs__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(866);
// deno-fmt-ignore-file



function WithAction(type, options) {
    const result = (0,_instantiate_mjs__WEBPACK_IMPORTED_MODULE_1__/* .CanInstantiate */ .pZ)([type])
        ? _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Memory.Update */ .c.Update(type, {}, options)
        : (0,_action_with_mjs__WEBPACK_IMPORTED_MODULE_2__/* .WithDeferred */ .k)(type, options);
    return result;
}
function WithInstantiate(context, state, type, options) {
    const instaniatedType = (0,_instantiate_mjs__WEBPACK_IMPORTED_MODULE_1__/* .InstantiateType */ .zO)(context, state, type);
    return WithAction(instaniatedType, options);
}


/***/ }),

/***/ 5257:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  q: () => (/* reexport */ Extends),
  d: () => (/* reexport */ result_namespaceObject)
});

// NAMESPACE OBJECT: ./node_modules/typebox/build/type/extends/result.mjs
var result_namespaceObject = {};
__webpack_require__.r(result_namespaceObject);
__webpack_require__.d(result_namespaceObject, {
  ExtendsFalse: () => (ExtendsFalse),
  ExtendsTrue: () => (ExtendsTrue),
  ExtendsUnion: () => (ExtendsUnion),
  IsExtendsFalse: () => (IsExtendsFalse),
  IsExtendsTrue: () => (IsExtendsTrue),
  IsExtendsTrueLike: () => (IsExtendsTrueLike),
  IsExtendsUnion: () => (IsExtendsUnion),
  Match: () => (Match)
});

// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/cyclic.mjs
var cyclic = __webpack_require__(330);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/unknown.mjs
var unknown = __webpack_require__(7191);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/unsafe.mjs
var unsafe = __webpack_require__(5557);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/infer.mjs
var infer = __webpack_require__(5889);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/any.mjs
var any = __webpack_require__(4935);
// EXTERNAL MODULE: ./node_modules/typebox/build/guard/guard.mjs + 2 modules
var guard = __webpack_require__(8642);
// EXTERNAL MODULE: ./node_modules/typebox/build/system/memory/index.mjs + 9 modules
var memory = __webpack_require__(7062);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/dependent.mjs
var dependent = __webpack_require__(8712);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/enum.mjs + 1 modules
var types_enum = __webpack_require__(8903);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/intersect.mjs
var intersect = __webpack_require__(9270);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/template_literal.mjs
var template_literal = __webpack_require__(4125);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/union.mjs
var union = __webpack_require__(1520);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/extends/result.mjs


function ExtendsUnion(inferred) {
    return memory/* Memory.Create */.c.Create({ ['~kind']: 'ExtendsUnion' }, { inferred });
}
function IsExtendsUnion(value) {
    return guard.IsObject(value) &&
        guard.HasPropertyKey(value, '~kind') &&
        guard.HasPropertyKey(value, 'inferred') &&
        guard.IsEqual(value['~kind'], 'ExtendsUnion') &&
        guard.IsObject(value.inferred);
}
function ExtendsTrue(inferred) {
    return memory/* Memory.Create */.c.Create({ ['~kind']: 'ExtendsTrue' }, { inferred });
}
function IsExtendsTrue(value) {
    return guard.IsObject(value) &&
        guard.HasPropertyKey(value, '~kind') &&
        guard.HasPropertyKey(value, 'inferred') &&
        guard.IsEqual(value['~kind'], 'ExtendsTrue') &&
        guard.IsObject(value.inferred);
}
function ExtendsFalse() {
    return memory/* Memory.Create */.c.Create({ ['~kind']: 'ExtendsFalse' }, {});
}
function IsExtendsFalse(value) {
    return guard.IsObject(value) &&
        guard.HasPropertyKey(value, '~kind') &&
        guard.IsEqual(value['~kind'], 'ExtendsFalse');
}
function IsExtendsTrueLike(value) {
    return IsExtendsUnion(value) || IsExtendsTrue(value);
}
function Match(result, true_, false_) {
    return IsExtendsTrueLike(result) ? true_(result.inferred) : false_();
}

// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/evaluate/evaluate.mjs
var evaluate = __webpack_require__(67);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/extends/extends_right.mjs
// deno-fmt-ignore-file














function ExtendsRightInfer(inferred, name, left, right) {
    return Match(ExtendsLeft(inferred, left, right), checkInferred => ExtendsTrue(memory/* Memory.Assign */.c.Assign(memory/* Memory.Assign */.c.Assign(inferred, checkInferred), { [name]: left })), () => ExtendsFalse());
}
function ExtendsRightAny(inferred, _left) {
    return ExtendsTrue(inferred);
}
function ExtendsRightDependent(inferred, left, if_, then_, else_) {
    return Match(ExtendsLeft(inferred, left, if_), inferred => Match(ExtendsLeft(inferred, left, then_), inferred => ExtendsTrue(inferred), () => ExtendsFalse()), () => Match(ExtendsLeft(inferred, left, else_), inferred => ExtendsTrue(inferred), () => ExtendsFalse()));
}
function ExtendsRightEnum(inferred, left, right) {
    const evaluated = (0,evaluate/* EvaluateEnum */.zu)(right);
    return ExtendsLeft(inferred, left, evaluated);
}
function ExtendsRightIntersect(inferred, left, right) {
    return guard.ShiftLeft(right, (head, tail) => Match(ExtendsLeft(inferred, left, head), inferred => ExtendsRightIntersect(inferred, left, tail), () => ExtendsFalse()), () => ExtendsTrue(inferred));
}
function ExtendsRightTemplateLiteral(inferred, left, right) {
    const evaluated = (0,evaluate/* EvaluateTemplateLiteral */.pF)(right);
    return ExtendsLeft(inferred, left, evaluated);
}
function ExtendsRightUnion(inferred, left, right) {
    return guard.ShiftLeft(right, (head, tail) => Match(ExtendsLeft(inferred, left, head), inferred => ExtendsTrue(inferred), () => ExtendsRightUnion(inferred, left, tail)), () => ExtendsFalse());
}
function ExtendsRight(inferred, left, right) {
    return ((0,any/* IsAny */.h)(right) ? ExtendsRightAny(inferred, left) :
        (0,dependent/* IsDependent */.oZ)(right) ? ExtendsRightDependent(inferred, left, right.if, right.then, right.else) :
            (0,types_enum/* IsEnum */.Kk)(right) ? ExtendsRightEnum(inferred, left, right.enum) :
                (0,infer/* IsInfer */.t)(right) ? ExtendsRightInfer(inferred, right.name, left, right.extends) :
                    (0,intersect/* IsIntersect */.Yq)(right) ? ExtendsRightIntersect(inferred, left, right.allOf) :
                        (0,template_literal/* IsTemplateLiteral */.gm)(right) ? ExtendsRightTemplateLiteral(inferred, left, right.pattern) :
                            (0,union/* IsUnion */.my)(right) ? ExtendsRightUnion(inferred, left, right.anyOf) :
                                (0,unknown/* IsUnknown */.f)(right) ? ExtendsTrue(inferred) :
                                    ExtendsFalse());
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/extends/any.mjs
// deno-fmt-ignore-file





function ExtendsAny(inferred, left, right) {
    return ((0,infer/* IsInfer */.t)(right) ? ExtendsRight(inferred, left, right) :
        (0,any/* IsAny */.h)(right) ? ExtendsTrue(inferred) :
            (0,unknown/* IsUnknown */.f)(right) ? ExtendsTrue(inferred) :
                ExtendsUnion(inferred));
}

// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/array.mjs
var array = __webpack_require__(7894);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/_immutable.mjs
var _immutable = __webpack_require__(6214);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/extends/array.mjs
// deno-fmt-ignore-file





function ExtendsImmutable(left, right) {
    const isImmutableLeft = (0,_immutable/* IsImmutable */.P)(left);
    const isImmutableRight = (0,_immutable/* IsImmutable */.P)(right);
    return (isImmutableLeft && isImmutableRight ? true :
        !isImmutableLeft && isImmutableRight ? true :
            isImmutableLeft && !isImmutableRight ? false :
                true);
}
function ExtendsArray(inferred, arrayLeft, left, right) {
    return ((0,array/* IsArray */.QS)(right)
        ? ExtendsImmutable(arrayLeft, right)
            ? ExtendsLeft(inferred, left, right.items)
            : ExtendsFalse()
        : ExtendsRight(inferred, arrayLeft, right));
}

// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/bigint.mjs
var bigint = __webpack_require__(7626);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/extends/bigint.mjs
// deno-fmt-ignore-file



function ExtendsBigInt(inferred, left, right) {
    return ((0,bigint/* IsBigInt */.cQ)(right)
        ? ExtendsTrue(inferred)
        : ExtendsRight(inferred, left, right));
}

// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/boolean.mjs
var types_boolean = __webpack_require__(7957);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/extends/boolean.mjs
// deno-fmt-ignore-file



function ExtendsBoolean(inferred, left, right) {
    return ((0,types_boolean/* IsBoolean */.Z)(right)
        ? ExtendsTrue(inferred)
        : ExtendsRight(inferred, left, right));
}

// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/constructor.mjs
var types_constructor = __webpack_require__(8197);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/_optional.mjs
var _optional = __webpack_require__(214);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/extends/parameters.mjs
// deno-fmt-ignore-file





function ParameterCompare(inferred, left, leftRest, right, rightRest) {
    // Parameter extends Right on Left, except when infer Right  
    const checkLeft = (0,infer/* IsInfer */.t)(right) ? left : right;
    const checkRight = (0,infer/* IsInfer */.t)(right) ? right : left;
    const isLeftOptional = (0,_optional/* IsOptional */.X)(left);
    const isRightOptional = (0,_optional/* IsOptional */.X)(right);
    return ((!isLeftOptional && isRightOptional)
        ? ExtendsFalse() // 'fail: left-required-but-right-is-optional'
        : Match(ExtendsLeft(inferred, checkLeft, checkRight), inferred => ExtendsParameters(inferred, leftRest, rightRest), () => ExtendsFalse()) // 'fail: left-and-right-did-not-match'
    );
}
function ParameterRight(inferred, left, leftRest, rightRest) {
    return guard.ShiftLeft(rightRest, (head, tail) => ParameterCompare(inferred, left, leftRest, head, tail), () => (0,_optional/* IsOptional */.X)(left) // 'right-did-not-have-enough-elements'
        ? ExtendsTrue(inferred) // 'ok: left was optional'
        : ExtendsFalse()); // 'fail: left was required'
}
function ParametersLeft(inferred, left, rightRest) {
    return guard.ShiftLeft(left, (head, tail) => ParameterRight(inferred, head, tail, rightRest), () => ExtendsTrue(inferred)); // 'ok: no-more-elements-in-left'
}
function ExtendsParameters(inferred, left, right) {
    return ParametersLeft(inferred, left, right);
}

// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/void.mjs
var types_void = __webpack_require__(5129);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/extends/return_type.mjs
// deno-fmt-ignore-file



function ExtendsReturnType(inferred, left, right) {
    return ((0,types_void/* IsVoid */.j)(right)
        ? ExtendsTrue(inferred)
        : ExtendsLeft(inferred, left, right));
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/extends/constructor.mjs
// deno-fmt-ignore-file




// ------------------------------------------------------------------
// Parameters | ReturnType
// ------------------------------------------------------------------ 


function ExtendsConstructor(inferred, parameters, returnType, right) {
    return ((0,any/* IsAny */.h)(right) ? ExtendsTrue(inferred) :
        (0,unknown/* IsUnknown */.f)(right) ? ExtendsTrue(inferred) :
            (0,types_constructor/* IsConstructor */.ZV)(right) ? Match(ExtendsParameters(inferred, parameters, right['parameters']), inferred => ExtendsReturnType(inferred, returnType, right['instanceType']), () => ExtendsFalse()) // 'not-a-parameter-match'
                : ExtendsFalse() // 'not-a-constructor'
    );
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/extends/dependent.mjs
// deno-fmt-ignore-file


function ExtendsDependent(inferred, if_, then_, else_, right) {
    return Match(ExtendsLeft(inferred, if_, right), () => ExtendsLeft(inferred, then_, right), () => ExtendsLeft(inferred, else_, right));
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/extends/enum.mjs
// deno-fmt-ignore-file


function ExtendsEnum(inferred, left, right) {
    const evaluated = (0,evaluate/* EvaluateEnum */.zu)(left);
    return ExtendsLeft(inferred, evaluated, right);
}

// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/function.mjs
var types_function = __webpack_require__(6951);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/extends/function.mjs
// deno-fmt-ignore-file




// ------------------------------------------------------------------
// Parameters | ReturnType
// ------------------------------------------------------------------ 


function ExtendsFunction(inferred, parameters, returnType, right) {
    return ((0,any/* IsAny */.h)(right) ? ExtendsTrue(inferred) :
        (0,unknown/* IsUnknown */.f)(right) ? ExtendsTrue(inferred) :
            (0,types_function/* IsFunction */.hg)(right) ? Match(ExtendsParameters(inferred, parameters, right['parameters']), inferred => ExtendsReturnType(inferred, returnType, right['returnType']), () => ExtendsFalse()) // 'not-a-parameter-match'
                : ExtendsFalse() // 'not-a-function'
    );
}

// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/integer.mjs
var integer = __webpack_require__(4247);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/number.mjs
var number = __webpack_require__(4400);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/extends/integer.mjs
// deno-fmt-ignore-file




function ExtendsInteger(inferred, left, right) {
    return ((0,integer/* IsInteger */.$p)(right) ? ExtendsTrue(inferred) :
        (0,number/* IsNumber */.Mx)(right) ? ExtendsTrue(inferred) :
            ExtendsRight(inferred, left, right));
}

// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/evaluate/index.mjs
var engine_evaluate = __webpack_require__(4798);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/extends/intersect.mjs
// deno-fmt-ignore-file

// ----------------------------------------------------------------------------
// ExtendsIntersect
//
// This function evaluates the intersection and continues. This is different
// to IntersectRight which MUST enumerate each type to derive Inferred. Left 
// side types do not infer so it should be ok to do this.
//
// ----------------------------------------------------------------------------

function ExtendsIntersect(inferred, left, right) {
    const evaluated = (0,engine_evaluate/* EvaluateIntersect */.He)(left);
    return ExtendsLeft(inferred, evaluated, right);
}

// EXTERNAL MODULE: ./node_modules/typebox/build/system/unreachable/unreachable.mjs
var unreachable = __webpack_require__(9701);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/literal.mjs
var literal = __webpack_require__(0);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/string.mjs
var string = __webpack_require__(7964);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/extends/literal.mjs
// deno-fmt-ignore-file









function ExtendsLiteralValue(inferred, left, right) {
    return (left === right
        ? ExtendsTrue(inferred)
        : ExtendsFalse());
}
function ExtendsLiteralBigInt(inferred, left, right) {
    return ((0,literal/* IsLiteral */.gP)(right) ? ExtendsLiteralValue(inferred, left, right.const) :
        (0,bigint/* IsBigInt */.cQ)(right) ? ExtendsTrue(inferred) :
            ExtendsRight(inferred, (0,literal/* Literal */.uS)(left), right));
}
function ExtendsLiteralBoolean(inferred, left, right) {
    return ((0,literal/* IsLiteral */.gP)(right) ? ExtendsLiteralValue(inferred, left, right.const) :
        (0,types_boolean/* IsBoolean */.Z)(right) ? ExtendsTrue(inferred) :
            ExtendsRight(inferred, (0,literal/* Literal */.uS)(left), right));
}
function ExtendsLiteralNumber(inferred, left, right) {
    return ((0,literal/* IsLiteral */.gP)(right) ? ExtendsLiteralValue(inferred, left, right.const) :
        (0,number/* IsNumber */.Mx)(right) ? ExtendsTrue(inferred) :
            ExtendsRight(inferred, (0,literal/* Literal */.uS)(left), right));
}
function ExtendsLiteralString(inferred, left, right) {
    return ((0,literal/* IsLiteral */.gP)(right) ? ExtendsLiteralValue(inferred, left, right.const) :
        (0,string/* IsString */.IP)(right) ? ExtendsTrue(inferred) :
            ExtendsRight(inferred, (0,literal/* Literal */.uS)(left), right));
}
function ExtendsLiteral(inferred, left, right) {
    return (guard.IsBigInt(left.const) ? ExtendsLiteralBigInt(inferred, left.const, right) :
        guard.IsBoolean(left.const) ? ExtendsLiteralBoolean(inferred, left.const, right) :
            guard.IsNumber(left.const) ? ExtendsLiteralNumber(inferred, left.const, right) :
                guard.IsString(left.const) ? ExtendsLiteralString(inferred, left.const, right) :
                    (0,unreachable/* Unreachable */.L)() // ExtendsRight(inferred, left, right)
    );
}
// deno-coverage-ignore-stop

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/extends/never.mjs
// deno-fmt-ignore-file



function ExtendsNever(inferred, left, right) {
    return ((0,infer/* IsInfer */.t)(right)
        ? ExtendsRight(inferred, left, right)
        : ExtendsTrue(inferred));
}

// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/null.mjs
var types_null = __webpack_require__(6316);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/extends/null.mjs
// deno-fmt-ignore-file



function ExtendsNull(inferred, left, right) {
    return ((0,types_null/* IsNull */.E)(right)
        ? ExtendsTrue(inferred)
        : ExtendsRight(inferred, left, right));
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/extends/number.mjs
// deno-fmt-ignore-file



function ExtendsNumber(inferred, left, right) {
    return ((0,number/* IsNumber */.Mx)(right)
        ? ExtendsTrue(inferred)
        : ExtendsRight(inferred, left, right));
}

// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/never.mjs
var never = __webpack_require__(9139);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/object.mjs
var object = __webpack_require__(982);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/record.mjs
var record = __webpack_require__(8848);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/extends/object.mjs
// deno-lint-ignore-file ban-types
// deno-fmt-ignore-file












function ExtendsPropertyOptional(inferred, left, right) {
    return ((0,_optional/* IsOptional */.X)(left)
        ? (0,_optional/* IsOptional */.X)(right)
            ? ExtendsTrue(inferred)
            : ExtendsFalse()
        : ExtendsTrue(inferred));
}
function ExtendsProperty(inferred, left, right) {
    return (
    // Right TInfer<TNever> is TExtendsFalse
    ((0,infer/* IsInfer */.t)(right) && (0,never/* IsNever */.Df)(right.extends))
        ? ExtendsFalse()
        : Match(ExtendsLeft(inferred, left, right), inferred => ExtendsPropertyOptional(inferred, left, right), () => ExtendsFalse()));
}
function ExtractInferredProperties(keys, properties) {
    return keys.reduce((result, key) => {
        return key in properties
            ? IsExtendsTrueLike(properties[key])
                // @ts-ignore 5.0.4 cannot see `.inferred`
                ? { ...result, ...properties[key].inferred }
                : (0,unreachable/* Unreachable */.L)() // result
            : (0,unreachable/* Unreachable */.L)(); // result
    }, {});
}
function ExtendsPropertiesComparer(inferred, left, right) {
    const properties = {};
    for (const rightKey of guard.Keys(right)) {
        properties[rightKey] = (rightKey in left
            // We don't consider the exterior Inferred as part of the property check as
            // we don't want the exterior Context to override the Inferred Context for
            // the Property Key. This override behavior is observed in the following
            // case we want the inferred A to shadow the exterior A.
            //
            // const A = Type.Script(`{ x: 1, y: 1 }`)
            // const S = Type.Script({ A }, `{
            //   [K in keyof A]: A extends { 
            //     x: infer A, 
            //     y: infer B 
            //   } ? [A, B]   <-- inferred 'A' shadows the exterior 'A'
            //     : never
            // }`)
            ? ExtendsProperty({}, left[rightKey], right[rightKey])
            // If the right key K is not in left, but the right property is optional
            // then we say this property is permissable. This is because an optional
            // property on right is the same as property missing in left. If the
            // right is infer, then we just assign the extend type to inferred.
            : (0,_optional/* IsOptional */.X)(right[rightKey])
                ? (0,infer/* IsInfer */.t)(right[rightKey])
                    // @ts-ignore 5.0.1 - cannot observe extend in right[rightKey].extends
                    ? ExtendsTrue(memory/* Memory.Assign */.c.Assign(inferred, { [right[rightKey].name]: right[rightKey].extends }))
                    : ExtendsTrue(inferred)
                : ExtendsFalse());
    }
    // Check if all properties are ExtendsTrueLike
    const checked = guard.Values(properties).every(result => IsExtendsTrueLike(result));
    // Extract inferred results from properties, but only if the check is true.
    const extracted = checked ? ExtractInferredProperties(guard.Keys(properties), properties) : {};
    return (checked
        ? ExtendsTrue(extracted)
        : ExtendsFalse());
}
function ExtendsProperties(inferred, left, right) {
    const compared = ExtendsPropertiesComparer(inferred, left, right);
    return (IsExtendsTrueLike(compared)
        ? ExtendsTrue(memory/* Memory.Assign */.c.Assign(inferred, compared.inferred))
        : ExtendsFalse());
}
function ExtendsObjectToObject(inferred, left, right) {
    return ExtendsProperties(inferred, left, right);
}
function RecordMergeInferred(left, right) {
    return guard.Keys(right).reduce((result, key) => {
        return {
            ...result, [key]: guard.HasPropertyKey(left, key)
                ? (0,union/* IsUnion */.my)(result[key])
                    // @ts-ignore 5.0.4 cannot see `.anyOf`
                    ? (0,union/* Union */.gP)([...result[key].anyOf, right[key]])
                    : (0,union/* Union */.gP)([left[key], right[key]])
                : right[key]
        };
    }, left);
}
function ExtendsRecordComparer(properties, keys, type, result) {
    return guard.ShiftLeft(keys, (left, right) => Match(ExtendsLeft({}, properties[left], type), inferred => ExtendsRecordComparer(properties, right, type, RecordMergeInferred(result, inferred)), () => ExtendsFalse()), () => ExtendsTrue(result));
}
function ExtendsObjectToRecord(inferred, properties, _pattern, value) {
    const keys = guard.Keys(properties);
    const result = ExtendsRecordComparer(properties, keys, value, inferred);
    return result;
}
function ExtendsObject(inferred, left, right) {
    return ((0,record/* IsRecord */.cZ)(right) ? ExtendsObjectToRecord(inferred, left, (0,record/* RecordPattern */.EY)(right), (0,record/* RecordValue */.Bo)(right)) :
        (0,object/* IsObject */.av)(right) ? ExtendsObjectToObject(inferred, left, right.properties) :
            ExtendsRight(inferred, (0,object/* Object */.wS)(left), right));
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/extends/record.mjs
// deno-fmt-ignore-file







function FromObject(inferred, properties) {
    return (guard.IsEqual(guard.Keys(properties).length, 0)
        ? ExtendsTrue(inferred)
        : ExtendsFalse());
}
function FromRecord(inferred, _leftKey, leftValue, _rightKey, rightValue) {
    return ExtendsLeft(inferred, leftValue, rightValue);
}
function ExtendsRecord(inferred, leftPattern, leftValue, right) {
    return ((0,record/* IsRecord */.cZ)(right) ? FromRecord(inferred, (0,record/* RecordPatternToType */.BX)(leftPattern), leftValue, (0,record/* RecordPatternToType */.BX)((0,record/* RecordPattern */.EY)(right)), (0,record/* RecordValue */.Bo)(right)) :
        (0,object/* IsObject */.av)(right) ? FromObject(inferred, right.properties) :
            (0,any/* IsAny */.h)(right) ? ExtendsTrue(inferred) :
                (0,unknown/* IsUnknown */.f)(right) ? ExtendsTrue(inferred) :
                    ExtendsFalse());
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/extends/string.mjs
// deno-fmt-ignore-file



function ExtendsString(inferred, left, right) {
    return ((0,string/* IsString */.IP)(right)
        ? ExtendsTrue(inferred)
        : ExtendsRight(inferred, left, right));
}

// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/symbol.mjs
var symbol = __webpack_require__(7111);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/extends/symbol.mjs
// deno-fmt-ignore-file



function ExtendsSymbol(inferred, left, right) {
    return ((0,symbol/* IsSymbol */.n)(right)
        ? ExtendsTrue(inferred)
        : ExtendsRight(inferred, left, right));
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/extends/template_literal.mjs
// deno-fmt-ignore-file


function ExtendsTemplateLiteral(inferred, left, right) {
    const evaluated = (0,evaluate/* EvaluateTemplateLiteral */.pF)(left);
    return ExtendsLeft(inferred, evaluated, right);
}

// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/schema.mjs
var schema = __webpack_require__(8122);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/tuple.mjs
var tuple = __webpack_require__(2023);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/instantiate.mjs + 2 modules
var instantiate = __webpack_require__(7749);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/rest.mjs
var rest = __webpack_require__(7137);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/extends/inference.mjs
// deno-lint-ignore-file ban-types
// deno-fmt-ignore-file








// ----------------------------------------------------------------------------
// Operator
// ----------------------------------------------------------------------------



// ----------------------------------------------------------------------------
// Factory
// ----------------------------------------------------------------------------
function Inferrable(name, type) {
    return memory/* Memory.Create */.c.Create({ '~kind': 'Inferrable' }, { name, type }, {});
}
// ----------------------------------------------------------------------------
// Guard
// ----------------------------------------------------------------------------
function IsInferable(value) {
    return guard.IsObject(value)
        && guard.HasPropertyKey(value, '~kind')
        && guard.HasPropertyKey(value, 'name')
        && guard.HasPropertyKey(value, 'type')
        && guard.IsEqual(value["~kind"], 'Inferrable')
        && guard.IsString(value.name)
        && guard.IsObject(value.type);
}
function TryRestInferable(type) {
    return ((0,rest/* IsRest */.H)(type)
        ? (0,infer/* IsInfer */.t)(type.items)
            ? (0,array/* IsArray */.QS)(type.items.extends) ? Inferrable(type.items.name, type.items.extends.items) :
                (0,unknown/* IsUnknown */.f)(type.items.extends) ? Inferrable(type.items.name, type.items.extends) :
                    undefined
            : (0,unreachable/* Unreachable */.L)() // undefined
        : undefined);
}
function TryInferable(type) {
    return ((0,infer/* IsInfer */.t)(type) ? Inferrable(type.name, type.extends) :
        undefined);
}
// function TryInferResults<Rest extends TSchema[], Right extends TSchema>(rest: [...Rest], right: Right, result: TSchema[] = []): TryInferResults<Rest, Right> {
//   return Guard.ShiftLeft(rest, (head, tail) =>
//     Result.Match(ExtendsLeft({}, head, right),
//       () => TryInferResults(tail, right, [...result, head]), // Stack Overflow Here (Large Rest)
//       () => undefined),
//     () => result) as never
// }
function TryInferResults(rest, right) {
    const result = [];
    for (const head of rest) {
        if (!IsExtendsTrueLike(ExtendsLeft({}, head, right)))
            return undefined;
        result.push(head);
    }
    return result;
}
function InferTupleResult(inferred, name, left, right) {
    const results = TryInferResults(left, right);
    return (guard.IsArray(results)
        ? ExtendsTrue(memory/* Memory.Assign */.c.Assign(inferred, { [name]: (0,tuple/* Tuple */.rd)(results) }))
        : ExtendsFalse());
}
function InferUnionResult(inferred, name, left, right) {
    const results = TryInferResults(left, right);
    return (guard.IsArray(results)
        ? ExtendsTrue(memory/* Memory.Assign */.c.Assign(inferred, { [name]: (0,union/* Union */.gP)(results) }))
        : ExtendsFalse());
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/extends/tuple.mjs
// deno-fmt-ignore-file









// ----------------------------------------------------------------------------
// Inference
// ----------------------------------------------------------------------------

function Reverse(types) {
    return [...types].reverse();
}
function ApplyReverse(types, reversed) {
    return (reversed ? Reverse(types) : types);
}
function Reversed(types) {
    const first = types.length > 0 ? types[0] : undefined;
    const inferrable = (0,schema/* IsSchema */.Y)(first) ? TryRestInferable(first) : undefined;
    return (0,schema/* IsSchema */.Y)(inferrable);
}
function ElementsCompare(inferred, reversed, left, leftRest, right, rightRest) {
    return Match(ExtendsLeft(inferred, left, right), checkInferred => Elements(checkInferred, reversed, leftRest, rightRest), () => ExtendsFalse()); // 'left-and-right-not-compared'
}
function ElementsLeft(inferred, reversed, leftRest, right, rightRest) {
    const inferable = TryRestInferable(right);
    return (
    // Rest Inferrable Right Means we delegate to TInferTupleResult to Generate a Result
    IsInferable(inferable)
        ? InferTupleResult(inferred, inferable['name'], ApplyReverse(leftRest, reversed), inferable['type'])
        : guard.ShiftLeft(leftRest, (head, tail) => ElementsCompare(inferred, reversed, head, tail, right, rightRest), () => ExtendsFalse()));
}
function ElementsRight(inferred, reversed, leftRest, rightRest) {
    return guard.ShiftLeft(rightRest, (head, tail) => ElementsLeft(inferred, reversed, leftRest, head, tail), () => guard.IsEqual(leftRest.length, 0)
        ? ExtendsTrue(inferred) // 'Ok: right-empty-and-left-empty'
        : ExtendsFalse()); // 'Fail: right-empty-and-left-not-empty'
}
function Elements(inferred, reversed, leftRest, rightRest) {
    return ElementsRight(inferred, reversed, leftRest, rightRest);
}
function ExtendsTupleToTuple(inferred, left, right) {
    const instantiatedRight = (0,instantiate/* InstantiateElements */.q1)(inferred, (0,instantiate/* State */.Uw)([], []), right);
    const reversed = Reversed(instantiatedRight);
    return Elements(inferred, reversed, ApplyReverse(left, reversed), ApplyReverse(instantiatedRight, reversed));
}
// function ExtendsTupleToArrayReduce<Inferred extends TProperties, Left extends TSchema[], Right extends TSchema>
//   (inferred: Inferred, left: [...Left], right: Right):
//     TExtendsTupleToArrayReduce<Inferred, Left, Right> {
//   return (
//     Guard.ShiftLeft(left, (head, tail) =>
//       Result.Match(ExtendsLeft(inferred, head, right), inferred =>
//         ExtendsTupleToArrayReduce(inferred, tail, right), // Stack Overflow Here (Large Left)
//         () => Result.ExtendsFalse()),
//       () => Result.ExtendsTrue(inferred))
//   ) as never
// }
function ExtendsTupleToArrayReduce(inferred, left, right) {
    for (const head of left) {
        const result = ExtendsLeft(inferred, head, right);
        if (!IsExtendsTrueLike(result))
            return result;
        inferred = result.inferred; // (review-assign-to-argument)
    }
    return ExtendsTrue(inferred);
}
function ExtendsTupleToArray(inferred, left, right) {
    const inferrable = TryInferable(right);
    return (IsInferable(inferrable)
        ? InferUnionResult(inferred, inferrable['name'], left, inferrable['type'])
        : ExtendsTupleToArrayReduce(inferred, left, right));
}
function ExtendsTuple(inferred, left, right) {
    const instantiatedLeft = (0,instantiate/* InstantiateElements */.q1)(inferred, (0,instantiate/* State */.Uw)([], []), left);
    return ((0,tuple/* IsTuple */.PN)(right) ? ExtendsTupleToTuple(inferred, instantiatedLeft, right.items) :
        (0,array/* IsArray */.QS)(right) ? ExtendsTupleToArray(inferred, instantiatedLeft, right.items) :
            ExtendsRight(inferred, (0,tuple/* Tuple */.rd)(instantiatedLeft), right));
}

// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/undefined.mjs
var types_undefined = __webpack_require__(1421);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/extends/undefined.mjs
// deno-fmt-ignore-file




function ExtendsUndefined(inferred, left, right) {
    return ((0,types_void/* IsVoid */.j)(right) ? ExtendsTrue(inferred) :
        (0,types_undefined/* IsUndefined */.R)(right) ? ExtendsTrue(inferred) :
            ExtendsRight(inferred, left, right));
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/extends/union.mjs
// deno-fmt-ignore-file




// ----------------------------------------------------------------------------
// Inference
// ----------------------------------------------------------------------------

function ExtendsUnionSome(inferred, type, unionTypes) {
    return guard.ShiftLeft(unionTypes, (head, tail) => Match(ExtendsLeft(inferred, type, head), inferred => ExtendsTrue(inferred), () => ExtendsUnionSome(inferred, type, tail)), () => ExtendsFalse());
}
function ExtendsUnionLeft(inferred, left, right) {
    return guard.ShiftLeft(left, (head, tail) => Match(ExtendsUnionSome(inferred, head, right), inferred => ExtendsUnionLeft(inferred, tail, right), () => ExtendsFalse()), () => ExtendsTrue(inferred));
}
function union_ExtendsUnion(inferred, left, right) {
    const inferrable = TryInferable(right);
    return (IsInferable(inferrable)
        // @ts-ignore 4.9.5 fails to see `type` property on inferrable
        ? InferUnionResult(inferred, inferrable.name, left, inferrable.type)
        : (0,union/* IsUnion */.my)(right)
            ? ExtendsUnionLeft(inferred, left, right.anyOf)
            : ExtendsUnionLeft(inferred, left, [right]));
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/extends/unknown.mjs
// deno-fmt-ignore-file





function ExtendsUnknown(inferred, left, right) {
    return ((0,infer/* IsInfer */.t)(right) ? ExtendsRight(inferred, left, right) :
        (0,any/* IsAny */.h)(right) ? ExtendsTrue(inferred) :
            (0,unknown/* IsUnknown */.f)(right) ? ExtendsTrue(inferred) :
                ExtendsFalse());
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/extends/void.mjs
// deno-fmt-ignore-file



function ExtendsVoid(inferred, left, right) {
    return ((0,types_void/* IsVoid */.j)(right)
        ? ExtendsTrue(inferred)
        : ExtendsRight(inferred, left, right));
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/extends/extends_left.mjs
// deno-fmt-ignore-file
























// ----------------------------------------------------------------------------
// Types
// ----------------------------------------------------------------------------

























function ExtendsLeft(inferred, left, right) {
    return ((0,any/* IsAny */.h)(left) ? ExtendsAny(inferred, left, right) :
        (0,array/* IsArray */.QS)(left) ? ExtendsArray(inferred, left, left.items, right) :
            (0,bigint/* IsBigInt */.cQ)(left) ? ExtendsBigInt(inferred, left, right) :
                (0,types_boolean/* IsBoolean */.Z)(left) ? ExtendsBoolean(inferred, left, right) :
                    (0,types_constructor/* IsConstructor */.ZV)(left) ? ExtendsConstructor(inferred, left.parameters, left.instanceType, right) :
                        (0,dependent/* IsDependent */.oZ)(left) ? ExtendsDependent(inferred, left.if, left.then, left.else, right) :
                            (0,types_enum/* IsEnum */.Kk)(left) ? ExtendsEnum(inferred, left.enum, right) :
                                (0,types_function/* IsFunction */.hg)(left) ? ExtendsFunction(inferred, left.parameters, left.returnType, right) :
                                    (0,integer/* IsInteger */.$p)(left) ? ExtendsInteger(inferred, left, right) :
                                        (0,intersect/* IsIntersect */.Yq)(left) ? ExtendsIntersect(inferred, left.allOf, right) :
                                            (0,literal/* IsLiteral */.gP)(left) ? ExtendsLiteral(inferred, left, right) :
                                                (0,never/* IsNever */.Df)(left) ? ExtendsNever(inferred, left, right) :
                                                    (0,types_null/* IsNull */.E)(left) ? ExtendsNull(inferred, left, right) :
                                                        (0,number/* IsNumber */.Mx)(left) ? ExtendsNumber(inferred, left, right) :
                                                            (0,object/* IsObject */.av)(left) ? ExtendsObject(inferred, left.properties, right) :
                                                                (0,record/* IsRecord */.cZ)(left) ? ExtendsRecord(inferred, (0,record/* RecordPattern */.EY)(left), (0,record/* RecordValue */.Bo)(left), right) :
                                                                    (0,string/* IsString */.IP)(left) ? ExtendsString(inferred, left, right) :
                                                                        (0,symbol/* IsSymbol */.n)(left) ? ExtendsSymbol(inferred, left, right) :
                                                                            (0,template_literal/* IsTemplateLiteral */.gm)(left) ? ExtendsTemplateLiteral(inferred, left.pattern, right) :
                                                                                (0,tuple/* IsTuple */.PN)(left) ? ExtendsTuple(inferred, left.items, right) :
                                                                                    (0,types_undefined/* IsUndefined */.R)(left) ? ExtendsUndefined(inferred, left, right) :
                                                                                        (0,union/* IsUnion */.my)(left) ? union_ExtendsUnion(inferred, left.anyOf, right) :
                                                                                            (0,unknown/* IsUnknown */.f)(left) ? ExtendsUnknown(inferred, left, right) :
                                                                                                (0,types_void/* IsVoid */.j)(left) ? ExtendsVoid(inferred, left, right) :
                                                                                                    ExtendsFalse());
}

// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/cyclic/index.mjs + 1 modules
var engine_cyclic = __webpack_require__(9716);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/extends/extends.mjs
// deno-fmt-ignore-file





function Canonical(type) {
    return ((0,cyclic/* IsCyclic */.c_)(type) ? (0,engine_cyclic/* CyclicExtends */.Z7)(type) :
        (0,unsafe/* IsUnsafe */.h)(type) ? (0,unknown/* Unknown */.$)() :
            type);
}
/** Performs a structural extends check on left and right types and yields inferred types on right if specified. */
function Extends(inferred, left, right) {
    const canonicalLeft = Canonical(left);
    const canonicalRight = Canonical(right);
    return ExtendsLeft(inferred, canonicalLeft, canonicalRight);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/extends/index.mjs




/***/ }),

/***/ 4441:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  e: () => (/* reexport */ Script)
});

// EXTERNAL MODULE: ./node_modules/typebox/build/system/arguments/arguments.mjs
var arguments_arguments = __webpack_require__(7565);
// EXTERNAL MODULE: ./node_modules/typebox/build/system/memory/index.mjs + 9 modules
var memory = __webpack_require__(7062);
// EXTERNAL MODULE: ./node_modules/typebox/build/guard/guard.mjs + 2 modules
var guard = __webpack_require__(8642);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/index.mjs
var types = __webpack_require__(1309);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/engine/instantiate.mjs + 2 modules
var instantiate = __webpack_require__(7749);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/script/parser.mjs + 19 modules
var parser = __webpack_require__(9255);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/script/script.mjs
// deno-lint-ignore-file
// deno-fmt-ignore-file







/** Parses a type from a TypeScript type expression */
function Script(...args) {
    const [context, input, options] = arguments_arguments.Match(args, {
        2: (script, options) => guard.IsString(script) ? [{}, script, options] : [script, options, {}],
        3: (context, script, options) => [context, script, options],
        1: (script) => [{}, script, {}],
    });
    const result = parser/* Script */.eF(input);
    const parsed = guard.IsArray(result) && guard.IsEqual(result.length, 2)
        ? (0,instantiate/* InstantiateType */.zO)(context, (0,instantiate/* State */.Uw)([], []), result[0])
        : (0,types/* Never */.ps)();
    return memory/* Memory.Update */.c.Update(parsed, {}, options);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/script/index.mjs



/***/ }),

/***/ 9255:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  zJ: () => (/* binding */ Pattern),
  eF: () => (/* binding */ Script),
  TE: () => (/* binding */ TemplateLiteralTypes)
});

// UNUSED EXPORTS: Base, Dependent, Element, ElementBase, ElementList, ElementList_0, ElementNamed, ExportKeyword, Expr, ExprPipe, ExprReadonly, ExprTail, ExprTerm, ExprTermTail, Extends, Factor, GenericCall, GenericCallArgumentList, GenericCallArgumentList_0, GenericCallArguments, GenericParameter, GenericParameterEquals, GenericParameterExtends, GenericParameterExtendsEquals, GenericParameterIdentifier, GenericParameterList, GenericParameterList_0, GenericParameters, GenericType, IndexArray, IndexArray_0, InferType, InterfaceDeclaration, InterfaceDeclarationGeneric, InterfaceDeclarationHeritage, InterfaceDeclarationHeritageList, InterfaceDeclarationHeritageList_0, KeyOf, KeywordAny, KeywordBigInt, KeywordBoolean, KeywordInteger, KeywordNever, KeywordNull, KeywordNumber, KeywordObject, KeywordString, KeywordSymbol, KeywordThis, KeywordUndefined, KeywordUnknown, KeywordVoid, LiteralBigInt, LiteralBoolean, LiteralNumber, LiteralString, MappedAs, MappedOptional, MappedReadonly, Module, ModuleDeclaration, ModuleDeclarationDelimiter, ModuleDeclarationList, ModuleDeclarationList_0, Optional, OptionalSemiColon, Parameter, ParameterBase, ParameterList, ParameterList_0, ParameterOptional, ParameterReadonly, ParameterReadonlyOptional, ParameterType, PatternBase, PatternBigInt, PatternBody, PatternGroup, PatternInteger, PatternNever, PatternNumber, PatternString, PatternTerm, PatternText, PatternUnion, Properties, Property, PropertyDelimiter, PropertyKey, PropertyKeyIdent, PropertyKeyIndex, PropertyKeyNumber, PropertyKeyQuoted, PropertyList, PropertyList_0, Readonly, Reference, TemplateBody, TemplateInterpolate, TemplateLiteral, TemplateSpan, Type, TypeAliasDeclaration, TypeAliasDeclarationGeneric, With, WithArray, WithBigInt, WithBoolean, WithElementList, WithElementList_0, WithNull, WithNumber, WithObject, WithProperty, WithPropertyList, WithPropertyList_0, WithString, WithUndefined, WithValue, _Constructor_, _Function_, _Mapped_, _Object_, _Tuple_

// EXTERNAL MODULE: ./node_modules/typebox/build/system/memory/index.mjs + 9 modules
var memory = __webpack_require__(7062);
// EXTERNAL MODULE: ./node_modules/typebox/build/guard/guard.mjs + 2 modules
var guard = __webpack_require__(8642);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/index.mjs
var types = __webpack_require__(1309);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/action/index.mjs + 2 modules
var action = __webpack_require__(6301);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/script/mapping.mjs
// deno-fmt-ignore-file
// deno-lint-ignore-file




function IntrinsicOrCall(ref, parameters) {
    // deno-coverage-ignore-start
    //
    // Have extensively tested but reports show no Omit coverage (review)
    return (guard.IsEqual(ref, 'Array') ? types/* Array */.O3(parameters[0]) :
        guard.IsEqual(ref, 'Capitalize') ? action/* CapitalizeDeferred */.WE(parameters[0]) :
            guard.IsEqual(ref, 'ConstructorParameters') ? action/* ConstructorParametersDeferred */.OS(parameters[0]) :
                guard.IsEqual(ref, 'Evaluate') ? action/* EvaluateDeferred */.Z0(parameters[0]) :
                    guard.IsEqual(ref, 'Exclude') ? action/* ExcludeDeferred */.Y8(parameters[0], parameters[1]) :
                        guard.IsEqual(ref, 'Extract') ? action/* ExtractDeferred */.rH(parameters[0], parameters[1]) :
                            guard.IsEqual(ref, 'Index') ? action/* IndexDeferred */.C(parameters[0], parameters[1]) :
                                guard.IsEqual(ref, 'InstanceType') ? action/* InstanceTypeDeferred */.Zq(parameters[0]) :
                                    guard.IsEqual(ref, 'Lowercase') ? action/* LowercaseDeferred */.ZI(parameters[0]) :
                                        guard.IsEqual(ref, 'NonNullable') ? action/* NonNullableDeferred */.oc(parameters[0]) :
                                            guard.IsEqual(ref, 'Omit') ? action/* OmitDeferred */.lh(parameters[0], parameters[1]) :
                                                guard.IsEqual(ref, 'Parameters') ? action/* ParametersDeferred */.SD(parameters[0]) :
                                                    guard.IsEqual(ref, 'Partial') ? action/* PartialDeferred */.Lr(parameters[0]) :
                                                        guard.IsEqual(ref, 'Pick') ? action/* PickDeferred */.x7(parameters[0], parameters[1]) :
                                                            guard.IsEqual(ref, 'Readonly') ? action/* ReadonlyObjectDeferred */.zU(parameters[0]) :
                                                                guard.IsEqual(ref, 'KeyOf') ? action/* KeyOfDeferred */.gq(parameters[0]) :
                                                                    guard.IsEqual(ref, 'Record') ? types/* RecordDeferred */.LO(parameters[0], parameters[1]) :
                                                                        guard.IsEqual(ref, 'Required') ? action/* RequiredDeferred */.dT(parameters[0]) :
                                                                            guard.IsEqual(ref, 'ReturnType') ? action/* ReturnTypeDeferred */.wx(parameters[0]) :
                                                                                guard.IsEqual(ref, 'Uncapitalize') ? action/* UncapitalizeDeferred */.Vv(parameters[0]) :
                                                                                    guard.IsEqual(ref, 'Uppercase') ? action/* UppercaseDeferred */.io(parameters[0]) :
                                                                                        types/* CallConstruct */.EU(types/* Ref */.oS(ref), parameters));
    // deno-coverage-ignore-stop
}
// ------------------------------------------------------------------
// Unreachable
// ------------------------------------------------------------------
// deno-coverage-ignore-start
function Unreachable() {
    throw Error('Unreachable');
}
function DelimitedDecode(input, result = []) {
    return guard.ShiftLeft(input, (left, right) => DelimitedDecode(right, [...result, left[1]]), () => result);
}
function Delimited(input) {
    return guard.IsEqual(input.length, 3)
        ? [input[0], ...DelimitedDecode(input[1])]
        : [];
}
function GenericParameterExtendsEqualsMapping(input) {
    return types/* Parameter */.kH(input[0], input[2], input[4]);
}
function GenericParameterExtendsMapping(input) {
    return types/* Parameter */.kH(input[0], input[2], input[2]);
}
function GenericParameterEqualsMapping(input) {
    return types/* Parameter */.kH(input[0], types/* Unknown */.$r(), input[2]);
}
function GenericParameterIdentifierMapping(input) {
    return types/* Parameter */.kH(input, types/* Unknown */.$r(), types/* Unknown */.$r());
}
function GenericParameterMapping(input) {
    return input;
}
function GenericParameterListMapping(input) {
    return Delimited(input);
}
function GenericParametersMapping(input) {
    return input[1];
}
function GenericCallArgumentListMapping(input) {
    return Delimited(input);
}
function GenericCallArgumentsMapping(input) {
    return input[1];
}
function GenericCallMapping(input) {
    return IntrinsicOrCall(input[0], input[1]);
}
function OptionalSemiColonMapping(input) {
    return null;
}
function KeywordStringMapping(input) {
    return types/* String */.Qf();
}
function KeywordNumberMapping(input) {
    return types/* Number */.wN();
}
function KeywordBooleanMapping(input) {
    return types/* Boolean */.v8();
}
function KeywordUndefinedMapping(input) {
    return types/* Undefined */.rK();
}
function KeywordNullMapping(input) {
    return types/* Null */.Uv();
}
function KeywordIntegerMapping(input) {
    return types/* Integer */.jz();
}
function KeywordBigIntMapping(input) {
    return types/* BigInt */.Qw();
}
function KeywordUnknownMapping(input) {
    return types/* Unknown */.$r();
}
function KeywordAnyMapping(input) {
    return types/* Any */.FS();
}
function KeywordObjectMapping(input) {
    return types/* Object */.wS({});
}
function KeywordNeverMapping(input) {
    return types/* Never */.ps();
}
function KeywordSymbolMapping(input) {
    return types/* Symbol */.NI();
}
function KeywordVoidMapping(input) {
    return types/* Void */.Ti();
}
function KeywordThisMapping(input) {
    return types/* This */.RK();
}
function LiteralBigIntMapping(input) {
    return types/* Literal */.uS(BigInt(input));
}
function LiteralBooleanMapping(input) {
    return types/* Literal */.uS(guard.IsEqual(input, 'true'));
}
function LiteralNumberMapping(input) {
    return types/* Literal */.uS(parseFloat(input));
}
function LiteralStringMapping(input) {
    return types/* Literal */.uS(input);
}
function TemplateInterpolateMapping(input) {
    return input[1];
}
function TemplateSpanMapping(input) {
    return types/* Literal */.uS(input);
}
function TemplateBodyMapping(input) {
    return (guard.IsEqual(input.length, 3)
        ? [input[0], input[1], ...input[2]]
        : [input[0]]);
}
function TemplateLiteralTypesMapping(input) {
    return input[1];
}
function TemplateLiteralMapping(input) {
    return types/* TemplateLiteralDeferred */.Dn(input);
}
function DependentMapping(input) {
    return (guard.IsEqual(input.length, 6) ? types/* Dependent */.qi(input[1], input[3], input[5]) :
        types/* Dependent */.qi(input[1], input[3], types/* Unknown */.$r()));
}
function KeyOfMapping(input) {
    return input.length > 0;
}
function IndexArrayMapping(input) {
    return input.reduce((result, current) => {
        return guard.IsEqual(current.length, 3)
            ? [...result, [current[1]]]
            : [...result, []];
    }, []);
}
function ExtendsMapping(input) {
    return guard.IsEqual(input.length, 6)
        ? [input[1], input[3], input[5]]
        : [];
}
function BaseMapping(input) {
    return guard.IsArray(input) && guard.IsEqual(input.length, 3)
        ? input[1]
        : input;
}
function WithMapping(input) {
    return guard.IsEqual(input.length, 2) ? input[1] : [];
}
// deno-coverage-ignore-start
function FactorIndexArray(Type, indexArray) {
    return indexArray.reduce((result, left) => {
        const _left = left;
        return (guard.IsEqual(_left.length, 1) ? action/* IndexDeferred */.C(result, _left[0]) :
            guard.IsEqual(_left.length, 0) ? types/* Array */.O3(result) :
                Unreachable());
    }, Type);
}
// deno-coverage-ignore-stop
function FactorExtends(type, extend) {
    return guard.IsEqual(extend.length, 3)
        ? action/* ConditionalDeferred */.Mv(type, extend[0], extend[1], extend[2])
        : type;
}
function FactorWith(type, withClause) {
    return guard.IsArray(withClause) && guard.IsEqual(withClause.length, 0)
        ? type
        : action/* WithDeferred */.ky(type, withClause);
}
function FactorMapping(input) {
    const [keyOf, type, indexArray, extend, withClause] = input;
    return FactorWith(keyOf
        ? FactorExtends(action/* KeyOfDeferred */.gq(FactorIndexArray(type, indexArray)), extend)
        : FactorExtends(FactorIndexArray(type, indexArray), extend), withClause);
}
// deno-coverage-ignore-start
function ExprBinaryMapping(left, rest) {
    return (guard.IsEqual(rest.length, 3) ? (() => {
        const [operator, right, next] = rest;
        const Schema = ExprBinaryMapping(right, next);
        if (guard.IsEqual(operator, '&')) {
            return types/* IsIntersect */.Yq(Schema)
                ? types/* Intersect */.oo([left, ...Schema.allOf])
                : types/* Intersect */.oo([left, Schema]);
        }
        if (guard.IsEqual(operator, '|')) {
            return types/* IsUnion */.my(Schema)
                ? types/* Union */.Pr([left, ...Schema.anyOf])
                : types/* Union */.Pr([left, Schema]);
        }
        Unreachable();
    })() : left);
}
function ExprTermTailMapping(input) {
    return input;
}
function ExprTermMapping(input) {
    const [left, rest] = input;
    return ExprBinaryMapping(left, rest);
}
function ExprTailMapping(input) {
    return input;
}
function ExprMapping(input) {
    const [left, rest] = input;
    return ExprBinaryMapping(left, rest);
}
function ExprReadonlyMapping(input) {
    return action/* AddImmutableDeferred */.hl(input[1]);
}
function ExprPipeMapping(input) {
    return input[1];
}
function GenericTypeMapping(input) {
    return types/* Generic */.ck(input[0], input[2]);
}
// deno-coverage-ignore-start
function InferTypeMapping(input) {
    return (guard.IsEqual(input.length, 4) ? types/* Infer */.Nb(input[1], input[3]) :
        guard.IsEqual(input.length, 2) ? types/* Infer */.Nb(input[1], types/* Unknown */.$r()) :
            Unreachable());
}
function TypeMapping(input) {
    return input;
}
function PropertyKeyNumberMapping(input) {
    return `${input}`;
}
function PropertyKeyIdentMapping(input) {
    return input;
}
function PropertyKeyQuotedMapping(input) {
    return input;
}
// deno-coverage-ignore-start
function PropertyKeyIndexMapping(input) {
    return (types/* IsInteger */.$p(input[3]) ? types/* IntegerKey */.oz :
        types/* IsNumber */.Mx(input[3]) ? types/* NumberKey */.qh :
            types/* IsSymbol */.nH(input[3]) ? types/* StringKey */.Zt :
                types/* IsString */.IP(input[3]) ? types/* StringKey */.Zt :
                    Unreachable());
}
function PropertyKeyMapping(input) {
    return input;
}
function ReadonlyMapping(input) {
    return input.length > 0;
}
function OptionalMapping(input) {
    return input.length > 0;
}
function PropertyMapping(input) {
    const [isReadonly, key, isOptional, _colon, type] = input;
    return {
        [key]: (isReadonly && isOptional ? action/* AddReadonlyDeferred */.Tv(action/* AddOptionalDeferred */.fo(type)) :
            isReadonly && !isOptional ? action/* AddReadonlyDeferred */.Tv(type) :
                !isReadonly && isOptional ? action/* AddOptionalDeferred */.fo(type) :
                    type)
    };
}
function PropertyDelimiterMapping(input) {
    return input;
}
function PropertyListMapping(input) {
    return Delimited(input);
}
function PropertiesReduce(propertyList) {
    return propertyList.reduce((result, left) => {
        const isPatternProperties = (guard.HasPropertyKey(left, types/* IntegerKey */.oz) || guard.HasPropertyKey(left, types/* NumberKey */.qh) || guard.HasPropertyKey(left, types/* StringKey */.Zt));
        // @ts-ignore 5.0.4 - unable to observe ...left on right arm
        return (isPatternProperties
            ? [result[0], memory/* Memory.Assign */.c.Assign(result[1], left)]
            : [memory/* Memory.Assign */.c.Assign(result[0], left), result[1]]);
    }, [{}, {}]);
}
function PropertiesMapping(input) {
    return PropertiesReduce(input[1]);
}
function _Object_Mapping(input) {
    const [properties, patternProperties] = input;
    const options = guard.IsEqual(guard.Keys(patternProperties).length, 0) ? {} : { patternProperties };
    return types/* Object */.wS(properties, options);
}
// deno-coverage-ignore-start
function ElementNamedMapping(input) {
    return (guard.IsEqual(input.length, 5) ? action/* AddReadonlyDeferred */.Tv(action/* AddOptionalDeferred */.fo(input[4])) :
        guard.IsEqual(input.length, 3) ? input[2] :
            guard.IsEqual(input.length, 4) ? (guard.IsEqual(input[2], 'readonly') ? action/* AddReadonlyDeferred */.Tv(input[3]) : action/* AddOptionalDeferred */.fo(input[3])) :
                Unreachable());
}
function ElementBaseMapping(input) {
    if (!guard.IsArray(input) || !guard.IsEqual(input.length, 3))
        return input;
    const [isReadonly, type, isOptional] = input;
    return (isReadonly && isOptional ? action/* AddReadonlyDeferred */.Tv(action/* AddOptionalDeferred */.fo(type)) :
        isReadonly && !isOptional ? action/* AddReadonlyDeferred */.Tv(type) :
            !isReadonly && isOptional ? action/* AddOptionalDeferred */.fo(type) :
                type);
}
// deno-coverage-ignore-start
function ElementMapping(input) {
    return (guard.IsEqual(input.length, 2) ? types/* Rest */.N9(input[1]) :
        guard.IsEqual(input.length, 1) ? input[0] :
            Unreachable());
}
function ElementListMapping(input) {
    return Delimited(input);
}
function _Tuple_Mapping(input) {
    return types/* Tuple */.rd(input[1]);
}
function ParameterReadonlyOptionalMapping(input) {
    return action/* AddReadonlyDeferred */.Tv(action/* AddOptionalDeferred */.fo(input[4]));
}
function ParameterReadonlyMapping(input) {
    return action/* AddReadonlyDeferred */.Tv(input[3]);
}
function ParameterOptionalMapping(input) {
    return action/* AddOptionalDeferred */.fo(input[3]);
}
function ParameterTypeMapping(input) {
    return input[2];
}
function ParameterBaseMapping(input) {
    return input;
}
// deno-coverage-ignore-start
function ParameterMapping(input) {
    return (guard.IsEqual(input.length, 2) ? types/* Rest */.N9(input[1]) :
        guard.IsEqual(input.length, 1) ? input[0] :
            Unreachable());
}
function ParameterListMapping(input) {
    return Delimited(input);
}
function _Function_Mapping(input) {
    return types/* _Function_ */.RV(input[1], input[4]);
}
function _Constructor_Mapping(input) {
    return types/* Constructor */.DO(input[2], input[5]);
}
function ApplyReadonly(state, type) {
    return (guard.IsEqual(state, 'remove') ? action/* RemoveReadonlyDeferred */.Sk(type) :
        guard.IsEqual(state, 'add') ? action/* AddReadonlyDeferred */.Tv(type) :
            type);
}
function MappedReadonlyMapping(input) {
    return (guard.IsEqual(input.length, 2) && guard.IsEqual(input[0], '-') ? 'remove' :
        guard.IsEqual(input.length, 2) && guard.IsEqual(input[0], '+') ? 'add' :
            guard.IsEqual(input.length, 1) ? 'add' :
                'none');
}
function ApplyOptional(state, type) {
    return (guard.IsEqual(state, 'remove') ? action/* RemoveOptionalDeferred */.eT(type) :
        guard.IsEqual(state, 'add') ? action/* AddOptionalDeferred */.fo(type) :
            type);
}
function MappedOptionalMapping(input) {
    return (guard.IsEqual(input.length, 2) && guard.IsEqual(input[0], '-') ? 'remove' :
        guard.IsEqual(input.length, 2) && guard.IsEqual(input[0], '+') ? 'add' :
            guard.IsEqual(input.length, 1) ? 'add' :
                'none');
}
function MappedAsMapping(input) {
    return guard.IsEqual(input.length, 2) ? [input[1]] : [];
}
function _Mapped_Mapping(input) {
    return (guard.IsArray(input[6]) && guard.IsEqual(input[6].length, 1)
        ? action/* MappedDeferred */.nH(types/* Identifier */.gw(input[3]), input[5], input[6][0], ApplyReadonly(input[1], ApplyOptional(input[8], input[10])))
        : action/* MappedDeferred */.nH(types/* Identifier */.gw(input[3]), input[5], types/* Ref */.oS(input[3]), ApplyReadonly(input[1], ApplyOptional(input[8], input[10]))));
}
function ReferenceMapping(input) {
    return types/* Ref */.oS(input);
}
function WithBigIntMapping(input) {
    return BigInt(input);
}
function WithNumberMapping(input) {
    return parseFloat(input);
}
function WithBooleanMapping(input) {
    return guard.IsEqual(input, 'true');
}
function WithStringMapping(input) {
    return input;
}
function WithNullMapping(input) {
    return null;
}
function WithUndefinedMapping(input) {
    return undefined;
}
function WithPropertyMapping(input) {
    return { [input[0]]: input[2] };
}
function WithPropertyListMapping(input) {
    return Delimited(input);
}
function WithObjectMappingReduce(propertyList) {
    return propertyList.reduce((result, left) => {
        return memory/* Memory.Assign */.c.Assign(result, left);
    }, {});
}
function WithObjectMapping(input) {
    return WithObjectMappingReduce(input[1]);
}
function WithElementListMapping(input) {
    return Delimited(input);
}
function WithArrayMapping(input) {
    return input[1];
}
function WithValueMapping(input) {
    return input;
}
function PatternBigIntMapping(input) {
    return types/* BigInt */.Qw();
}
function PatternStringMapping(input) {
    return types/* String */.Qf();
}
function PatternNumberMapping(input) {
    return types/* Number */.wN();
}
function PatternIntegerMapping(input) {
    return types/* Integer */.jz();
}
function PatternNeverMapping(input) {
    return types/* Never */.ps();
}
function PatternTextMapping(input) {
    return types/* Literal */.uS(input);
}
function PatternBaseMapping(input) {
    return input;
}
function PatternGroupMapping(input) {
    return types/* Union */.Pr(input[1]);
}
function PatternUnionMapping(input) {
    return (input.length === 3 ? [...input[0], ...input[2]] :
        input.length === 1 ? [...input[0]] :
            []);
}
function PatternTermMapping(input) {
    return [input[0], ...input[1]];
}
function PatternBodyMapping(input) {
    return input;
}
function PatternMapping(input) {
    return input[1];
}
function InterfaceDeclarationHeritageListMapping(input) {
    return Delimited(input);
}
function InterfaceDeclarationHeritageMapping(input) {
    return guard.IsEqual(input.length, 2) ? input[1] : [];
}
function InterfaceDeclarationGenericMapping(input) {
    const parameters = input[2];
    const heritage = input[3];
    const [properties, patternProperties] = input[4];
    const options = guard.IsEqual(guard.Keys(patternProperties).length, 0) ? {} : { patternProperties };
    return { [input[1]]: types/* Generic */.ck(parameters, action/* InterfaceDeferred */.fY(heritage, properties, options)) };
}
function InterfaceDeclarationMapping(input) {
    const heritage = input[2];
    const [properties, patternProperties] = input[3];
    const options = guard.IsEqual(guard.Keys(patternProperties).length, 0) ? {} : { patternProperties };
    return { [input[1]]: action/* InterfaceDeferred */.fY(heritage, properties, options) };
}
function TypeAliasDeclarationGenericMapping(input) {
    return { [input[1]]: types/* Generic */.ck(input[2], input[4]) };
}
function TypeAliasDeclarationMapping(input) {
    return { [input[1]]: input[3] };
}
function ExportKeywordMapping(input) {
    return null; // ignored-dont-care
}
function ModuleDeclarationDelimiterMapping(input) {
    return input;
}
function ModuleDeclarationListMapping(input) {
    return Delimited(input);
}
function ModuleDeclarationMapping(input) {
    return input[1];
}
function ModuleMapping(input) {
    const [moduleDeclaration, moduleDeclarationList] = [input[0], input[1]];
    return action/* ModuleDeferred */.yn(memory/* Memory.Assign */.c.Assign(moduleDeclaration, PropertiesReduce(moduleDeclarationList)[0]));
}
function ScriptMapping(input) {
    return input;
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/script/token/internal/match.mjs
// deno-coverage-ignore-start - parsebox tested

/** Checks the value is a Tuple-2 [string, string] result */
function IsMatch(value) {
    return (0,guard.IsEqual)(value.length, 2);
}
/** Matches on a result and dispatches either left or right arm */
function Match(input, ok, fail) {
    return IsMatch(input) ? ok(input[0], input[1]) : fail();
}
// deno-coverage-ignore-stop

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/script/token/internal/take.mjs
// deno-coverage-ignore-start - parsebox tested
// deno-fmt-ignore-file


function TakeVariant(variant, input) {
    return ((0,guard.IsEqual)(input.indexOf(variant), 0)
        ? [variant, input.slice(variant.length)]
        : []);
}
/** Takes one of the given variants or fail */
function Take(variants, input) {
    // ----------------------------------------------------------------
    // Symmetric
    // ----------------------------------------------------------------
    // return Guard.ShiftLeft(variants, (valueLeft, valueRight) => 
    //   Match(TakeVariant(valueLeft, input), (take, rest) => 
    //     [take, rest],
    //     () => Take(valueRight, input)),
    //   () => []) as never
    // ----------------------------------------------------------------
    // Inline
    // ----------------------------------------------------------------
    for (let i = 0; i < variants.length; i++) {
        const result = TakeVariant(variants[i], input);
        if (IsMatch(result))
            return result;
    }
    return [];
}
// deno-coverage-ignore-stop

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/script/token/internal/char.mjs
// deno-coverage-ignore-start - parsebox tested
// deno-fmt-ignore-file
// ------------------------------------------------------------------
// Range
// ------------------------------------------------------------------
function Range(start, end) {
    return Array.from({ length: end - start + 1 }, (_, i) => String.fromCharCode(start + i));
}
const Alpha = [
    ...Range(97, 122), // Lowercase
    ...Range(65, 90) // Uppercase
];
const Zero = '0';
const NonZero = Range(49, 57); // 1 - 9
const Digit = [Zero, ...NonZero];
// ------------------------------------------------------------------
// Characters
// ------------------------------------------------------------------
const WhiteSpace = ' ';
const NewLine = '\n';
const TabSpace = '\t';
const UnderScore = '_';
const Dot = '.';
const DollarSign = '$';
const Hyphen = '-';
// deno-coverage-ignore-stop

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/script/token/internal/trim.mjs
// deno-coverage-ignore-start - parsebox tested
// deno-fmt-ignore-file


const LineComment = '//';
const OpenComment = '/*';
const CloseComment = '*/';
function DiscardMultilineComment(input) {
    const index = input.indexOf(CloseComment);
    const result = (0,guard.IsEqual)(index, -1) ? '' : input.slice(index + 2);
    return result;
}
function DiscardLineComment(input) {
    const index = input.indexOf(NewLine);
    const result = (0,guard.IsEqual)(index, -1) ? '' : input.slice(index);
    return result;
}
// ...
function TrimStartUntilNewline(input) {
    return input.replace(/^[ \t\r\f\v]+/, '');
}
function TrimWhitespace(input) {
    const trimmed = TrimStartUntilNewline(input);
    return (trimmed.startsWith(OpenComment) ? TrimWhitespace(DiscardMultilineComment(trimmed.slice(2))) :
        trimmed.startsWith(LineComment) ? TrimWhitespace(DiscardLineComment(trimmed.slice(2))) :
            trimmed);
}
function Trim(input) {
    const trimmed = input.trimStart();
    return (trimmed.startsWith(OpenComment) ? Trim(DiscardMultilineComment(trimmed.slice(2))) :
        trimmed.startsWith(LineComment) ? Trim(DiscardLineComment(trimmed.slice(2))) :
            trimmed);
}
// deno-coverage-ignore-stop

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/script/token/internal/optional.mjs
// deno-coverage-ignore-start - parsebox tested
// deno-fmt-ignore-file


/** Matches the given Value or empty string if no match. This function never fails */
function Optional(value, input) {
    return Match(Take([value], input), (Optional, Rest) => [Optional, Rest], () => ['', input]);
}
// deno-coverage-ignore-stop

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/script/token/internal/many.mjs
// deno-coverage-ignore-start - parsebox tested
// deno-fmt-ignore-file


function IsDiscard(discard, input) {
    return discard.includes(input);
}
/** Takes characters from the Input until no-match. The Discard set is used to omit characters from the match */
function Many(allowed, discard, input, result = '') {
    return Match(Take(allowed, input), (Char, Rest) => IsDiscard(discard, Char)
        ? Many(allowed, discard, Rest, result)
        : Many(allowed, discard, Rest, `${result}${Char}`), () => [result, input]);
}
// deno-coverage-ignore-stop

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/script/token/unsigned_integer.mjs
// deno-coverage-ignore-start - parsebox tested
// deno-fmt-ignore-file








function TakeNonZero(input) {
    return Take(NonZero, input);
}
const AllowedDigits = [...Digit, UnderScore];
function TakeDigits(input) {
    return Many(AllowedDigits, [UnderScore], input);
}
function TakeUnsignedInteger(input) {
    return Match(Take([Zero], input), (Zero, ZeroRest) => [Zero, ZeroRest], () => Match(TakeNonZero(input), (NonZero, NonZeroRest) => Match(TakeDigits(NonZeroRest), (Digits, DigitsRest) => [`${NonZero}${Digits}`, DigitsRest], () => []), // fail: did not match Digits
    () => [])); // fail: did not match NonZero
}
/** Matches if next is a UnsignedInteger */
function UnsignedInteger(input) {
    return TakeUnsignedInteger(Trim(input));
}
// deno-coverage-ignore-stop

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/script/token/integer.mjs
// deno-coverage-ignore-start - parsebox tested
// deno-fmt-ignore-file





function TakeSign(input) {
    return Optional(Hyphen, input);
}
function TakeSignedInteger(input) {
    return Match(TakeSign(input), (Sign, SignRest) => Match(UnsignedInteger(SignRest), (UnsignedInteger, UnsignedIntegerRest) => [`${Sign}${UnsignedInteger}`, UnsignedIntegerRest], () => []), // fail: did not match unsigned integer
    () => []); // fail: did not match Sign
}
/** Matches if next is a signed or unsigned Integer */
function Integer(input) {
    return TakeSignedInteger(Trim(input));
}
// deno-coverage-ignore-stop

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/script/token/bigint.mjs
// deno-coverage-ignore-start - parsebox tested
// deno-fmt-ignore-file



function TakeBigInt(input) {
    return Match(Integer(input), (Integer, IntegerRest) => Match(Take(['n'], IntegerRest), (_N, NRest) => [`${Integer}`, NRest], () => []), // fail: did not match 'n'
    () => []); // fail: did not match Integer
}
/** Matches if next is a Integer literal with trailing 'n'. Trailing 'n' is omitted in result. */
function bigint_BigInt(input) {
    return TakeBigInt(input);
}
// deno-coverage-ignore-stop

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/script/token/const.mjs
// deno-coverage-ignore-start - parsebox tested
// deno-fmt-ignore-file






function TakeConst(const_, input) {
    return Take([const_], input);
}
/** Matches if next is the given Const value */
function Const(const_, input) {
    return ((0,guard.IsEqual)(const_, '') ? ['', input] : (const_.startsWith(NewLine) ? TakeConst(const_, TrimWhitespace(input)) :
        const_.startsWith(WhiteSpace) ? TakeConst(const_, input) :
            TakeConst(const_, Trim(input))));
}
// deno-coverage-ignore-stop

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/script/token/ident.mjs
// deno-coverage-ignore-start - parsebox tested
// deno-fmt-ignore-file







const Initial = [...Alpha, UnderScore, DollarSign];
function TakeInitial(input) {
    return Take(Initial, input);
}
const Remaining = [...Initial, ...Digit];
function TakeRemaining(input, result = '') {
    return Match(Take(Remaining, input), (Remaining, RemainingRest) => TakeRemaining(RemainingRest, `${result}${Remaining}`), () => [result, input]);
}
function TakeIdent(input) {
    return Match(TakeInitial(input), (Initial, InitialRest) => Match(TakeRemaining(InitialRest), (Remaining, RemainingRest) => [`${Initial}${Remaining}`, RemainingRest], () => []), // fail: did not match Remaining
    () => []); // fail: did not match Initial
}
/** Matches if next is an Ident */
function Ident(input) {
    return TakeIdent(Trim(input));
}
// deno-coverage-ignore-stop

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/script/token/unsigned_number.mjs
// deno-coverage-ignore-start - parsebox tested
// deno-fmt-ignore-file








const unsigned_number_AllowedDigits = [...Digit, UnderScore];
function IsLeadingDot(input) {
    return IsMatch(Take([Dot], input));
}
function TakeFractional(input) {
    return Match(Many(unsigned_number_AllowedDigits, [UnderScore], input), (Digits, DigitsRest) => (0,guard.IsEqual)(Digits, '')
        ? [] // fail: no Digits
        : [Digits, DigitsRest], () => []); // fail: did not match Digits
}
function LeadingDot(input) {
    return Match(Take([Dot], input), (Dot, DotRest) => Match(TakeFractional(DotRest), (Fractional, FractionalRest) => [`0${Dot}${Fractional}`, FractionalRest], () => []), // fail: did not match Fractional
    () => []); // fail: did not match Dot
}
function LeadingInteger(input) {
    return Match(UnsignedInteger(input), (Integer, IntegerRest) => Match(Take([Dot], IntegerRest), (Dot, DotRest) => Match(TakeFractional(DotRest), (Fractional, FractionalRest) => [`${Integer}${Dot}${Fractional}`, FractionalRest], () => [`${Integer}`, DotRest]), // fail: did not match Fractional, use Integer
    () => [`${Integer}`, IntegerRest]), // fail: did not match Dot, use Integer
    () => []); // fail: did not match Integer
}
function TakeUnsignedNumber(input) {
    return (IsLeadingDot(input)
        ? LeadingDot(input)
        : LeadingInteger(input));
}
/** Matches if next is a UnsignedNumber */
function UnsignedNumber(input) {
    return TakeUnsignedNumber(Trim(input));
}
// deno-coverage-ignore-stop

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/script/token/number.mjs
// deno-coverage-ignore-start - parsebox tested
// deno-fmt-ignore-file





function number_TakeSign(input) {
    return Optional(Hyphen, input);
}
function TakeSignedNumber(input) {
    return Match(number_TakeSign(input), (Sign, SignRest) => Match(UnsignedNumber(SignRest), (UnsignedInteger, UnsignedIntegerRest) => [`${Sign}${UnsignedInteger}`, UnsignedIntegerRest], () => []), // fail: did not match unsigned integer
    () => []); // fail: did not match Sign
}
/** Matches if next is a signed or unsigned Number */
function number_Number(input) {
    return TakeSignedNumber(Trim(input));
}
// deno-coverage-ignore-stop

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/script/token/until.mjs
// deno-coverage-ignore-start - parsebox tested
// deno-fmt-ignore-file


function TakeOne(input) {
    const result = (0,guard.IsEqual)(input, '') ? [] : [input.slice(0, 1), input.slice(1)];
    return result;
}
function IsInputMatchSentinal(end, input) {
    return (0,guard.ShiftLeft)(end, (left, right) => input.startsWith(left)
        ? true
        : IsInputMatchSentinal(right, input), () => false);
}
/** Match Input until but not including End. No match if End not found. */
function Until(end, input, result = '') {
    return Match(TakeOne(input), (One, Rest) => IsInputMatchSentinal(end, input)
        ? [result, input] // ok: at sentinal 
        : Until(end, Rest, `${result}${One}`) // fail: advance + 1
    , () => []);
}
// deno-coverage-ignore-stop

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/script/token/span.mjs
// deno-coverage-ignore-start - parsebox tested
// deno-fmt-ignore-file





function MultiLine(start, end, input) {
    return Match(Take([start], input), (_, Rest) => Match(Until([end], Rest), (Until, UntilRest) => Match(Take([end], UntilRest), (_, Rest) => [`${Until}`, Rest], () => []), // fail: did not match End
    () => []), // fail: did not match Until
    () => []); // fail: did not match Start
}
function SingleLine(start, end, input) {
    return Match(Take([start], input), (_, Rest) => Match(Until([NewLine, end], Rest), (Until, UntilRest) => Match(Take([end], UntilRest), (_, EndRest) => [`${Until}`, EndRest], () => []), // fail: did not match End
    () => []), // fail: did not match Until
    () => []); // fail: not match Start
}
/** Matches from Start and End capturing everything in-between. Start and End are consumed. */
function Span(start, end, multiLine, input) {
    return (multiLine
        ? MultiLine(start, end, Trim(input))
        : SingleLine(start, end, Trim(input)));
}
// deno-coverage-ignore-stop

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/script/token/string.mjs
// deno-coverage-ignore-start - parsebox tested
// deno-fmt-ignore-file




function string_TakeInitial(quotes, input) {
    return Take(quotes, input);
}
function TakeSpan(quote, input) {
    return Span(quote, quote, false, input);
}
function TakeString(quotes, input) {
    return Match(string_TakeInitial(quotes, input), (Initial, InitialRest) => TakeSpan(Initial, `${Initial}${InitialRest}`), () => []); // fail: did not match Initial
}
/** Matches a literal String with the given quotes */
function string_String(quotes, input) {
    return TakeString(quotes, Trim(input));
}
// deno-coverage-ignore-stop

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/script/token/until_1.mjs
// deno-coverage-ignore-start - parsebox tested
// deno-fmt-ignore-file



/** Match Input until but not including End. No match if End not found or match is zero-length. */
function Until_1(end, input) {
    return Match(Until(end, input), (Until, UntilRest) => (0,guard.IsEqual)(Until, '')
        ? [] // fail: match has no characters
        : [Until, UntilRest], () => []); // fail: did not match Until
}
// deno-coverage-ignore-stop

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/script/token/index.mjs













;// CONCATENATED MODULE: ./node_modules/typebox/build/type/script/parser.mjs
// deno-fmt-ignore-file
// deno-lint-ignore-file
// ------------------------------------------------------------------
//
// This module was auto-generated by TypeBox's parser compiler
// infrastructure (ParseBox). The source grammar is located at:
//
// Source: ./design/syntax/syntax.ts
//
// ------------------------------------------------------------------


const If = (result, left, right = () => []) => result.length === 2 ? left(result) : right();
const GenericParameterExtendsEquals = (input) => If(If(Ident(input), ([_0, input]) => If(Const('extends', input), ([_1, input]) => If(Type(input), ([_2, input]) => If(Const('=', input), ([_3, input]) => If(Type(input), ([_4, input]) => [[_0, _1, _2, _3, _4], input]))))), ([_0, input]) => [GenericParameterExtendsEqualsMapping(_0), input]);
const GenericParameterExtends = (input) => If(If(Ident(input), ([_0, input]) => If(Const('extends', input), ([_1, input]) => If(Type(input), ([_2, input]) => [[_0, _1, _2], input]))), ([_0, input]) => [GenericParameterExtendsMapping(_0), input]);
const GenericParameterEquals = (input) => If(If(Ident(input), ([_0, input]) => If(Const('=', input), ([_1, input]) => If(Type(input), ([_2, input]) => [[_0, _1, _2], input]))), ([_0, input]) => [GenericParameterEqualsMapping(_0), input]);
const GenericParameterIdentifier = (input) => If(Ident(input), ([_0, input]) => [GenericParameterIdentifierMapping(_0), input]);
const GenericParameter = (input) => If(If(GenericParameterExtendsEquals(input), ([_0, input]) => [_0, input], () => If(GenericParameterExtends(input), ([_0, input]) => [_0, input], () => If(GenericParameterEquals(input), ([_0, input]) => [_0, input], () => If(GenericParameterIdentifier(input), ([_0, input]) => [_0, input], () => [])))), ([_0, input]) => [GenericParameterMapping(_0), input]);
const GenericParameterList_0 = (input, result = []) => If(If(Const(',', input), ([_0, input]) => If(GenericParameter(input), ([_1, input]) => [[_0, _1], input])), ([_0, input]) => GenericParameterList_0(input, [...result, _0]), () => [result, input]);
const GenericParameterList = (input) => If(If(If(GenericParameter(input), ([_0, input]) => If(GenericParameterList_0(input), ([_1, input]) => If(If(Const(',', input), ([_0, input]) => [[_0], input], () => [[], input]), ([_2, input]) => [[_0, _1, _2], input]))), ([_0, input]) => [_0, input], () => If([[], input], ([_0, input]) => [_0, input], () => [])), ([_0, input]) => [GenericParameterListMapping(_0), input]);
const GenericParameters = (input) => If(If(Const('<', input), ([_0, input]) => If(GenericParameterList(input), ([_1, input]) => If(Const('>', input), ([_2, input]) => [[_0, _1, _2], input]))), ([_0, input]) => [GenericParametersMapping(_0), input]);
const GenericCallArgumentList_0 = (input, result = []) => If(If(Const(',', input), ([_0, input]) => If(Type(input), ([_1, input]) => [[_0, _1], input])), ([_0, input]) => GenericCallArgumentList_0(input, [...result, _0]), () => [result, input]);
const GenericCallArgumentList = (input) => If(If(If(Type(input), ([_0, input]) => If(GenericCallArgumentList_0(input), ([_1, input]) => If(If(Const(',', input), ([_0, input]) => [[_0], input], () => [[], input]), ([_2, input]) => [[_0, _1, _2], input]))), ([_0, input]) => [_0, input], () => If([[], input], ([_0, input]) => [_0, input], () => [])), ([_0, input]) => [GenericCallArgumentListMapping(_0), input]);
const GenericCallArguments = (input) => If(If(Const('<', input), ([_0, input]) => If(GenericCallArgumentList(input), ([_1, input]) => If(Const('>', input), ([_2, input]) => [[_0, _1, _2], input]))), ([_0, input]) => [GenericCallArgumentsMapping(_0), input]);
const GenericCall = (input) => If(If(Ident(input), ([_0, input]) => If(GenericCallArguments(input), ([_1, input]) => [[_0, _1], input])), ([_0, input]) => [GenericCallMapping(_0), input]);
const OptionalSemiColon = (input) => If(If(If(Const(';', input), ([_0, input]) => [[_0], input]), ([_0, input]) => [_0, input], () => If([[], input], ([_0, input]) => [_0, input], () => [])), ([_0, input]) => [OptionalSemiColonMapping(_0), input]);
const KeywordString = (input) => If(Const('string', input), ([_0, input]) => [KeywordStringMapping(_0), input]);
const KeywordNumber = (input) => If(Const('number', input), ([_0, input]) => [KeywordNumberMapping(_0), input]);
const KeywordBoolean = (input) => If(Const('boolean', input), ([_0, input]) => [KeywordBooleanMapping(_0), input]);
const KeywordUndefined = (input) => If(Const('undefined', input), ([_0, input]) => [KeywordUndefinedMapping(_0), input]);
const KeywordNull = (input) => If(Const('null', input), ([_0, input]) => [KeywordNullMapping(_0), input]);
const KeywordInteger = (input) => If(Const('integer', input), ([_0, input]) => [KeywordIntegerMapping(_0), input]);
const KeywordBigInt = (input) => If(Const('bigint', input), ([_0, input]) => [KeywordBigIntMapping(_0), input]);
const KeywordUnknown = (input) => If(Const('unknown', input), ([_0, input]) => [KeywordUnknownMapping(_0), input]);
const KeywordAny = (input) => If(Const('any', input), ([_0, input]) => [KeywordAnyMapping(_0), input]);
const KeywordObject = (input) => If(Const('object', input), ([_0, input]) => [KeywordObjectMapping(_0), input]);
const KeywordNever = (input) => If(Const('never', input), ([_0, input]) => [KeywordNeverMapping(_0), input]);
const KeywordSymbol = (input) => If(Const('symbol', input), ([_0, input]) => [KeywordSymbolMapping(_0), input]);
const KeywordVoid = (input) => If(Const('void', input), ([_0, input]) => [KeywordVoidMapping(_0), input]);
const KeywordThis = (input) => If(Const('this', input), ([_0, input]) => [KeywordThisMapping(_0), input]);
const TemplateInterpolate = (input) => If(If(Const('${', input), ([_0, input]) => If(Type(input), ([_1, input]) => If(Const('}', input), ([_2, input]) => [[_0, _1, _2], input]))), ([_0, input]) => [TemplateInterpolateMapping(_0), input]);
const TemplateSpan = (input) => If(Until(['${', '`'], input), ([_0, input]) => [TemplateSpanMapping(_0), input]);
const TemplateBody = (input) => If(If(If(TemplateSpan(input), ([_0, input]) => If(TemplateInterpolate(input), ([_1, input]) => If(TemplateBody(input), ([_2, input]) => [[_0, _1, _2], input]))), ([_0, input]) => [_0, input], () => If(If(TemplateSpan(input), ([_0, input]) => [[_0], input]), ([_0, input]) => [_0, input], () => If(If(TemplateSpan(input), ([_0, input]) => [[_0], input]), ([_0, input]) => [_0, input], () => []))), ([_0, input]) => [TemplateBodyMapping(_0), input]);
const TemplateLiteralTypes = (input) => If(If(Const('`', input), ([_0, input]) => If(TemplateBody(input), ([_1, input]) => If(Const('`', input), ([_2, input]) => [[_0, _1, _2], input]))), ([_0, input]) => [TemplateLiteralTypesMapping(_0), input]);
const TemplateLiteral = (input) => If(TemplateLiteralTypes(input), ([_0, input]) => [TemplateLiteralMapping(_0), input]);
const Dependent = (input) => If(If(If(Const('if', input), ([_0, input]) => If(Type(input), ([_1, input]) => If(Const('then', input), ([_2, input]) => If(Type(input), ([_3, input]) => If(Const('else', input), ([_4, input]) => If(Type(input), ([_5, input]) => [[_0, _1, _2, _3, _4, _5], input])))))), ([_0, input]) => [_0, input], () => If(If(Const('if', input), ([_0, input]) => If(Type(input), ([_1, input]) => If(Const('then', input), ([_2, input]) => If(Type(input), ([_3, input]) => [[_0, _1, _2, _3], input])))), ([_0, input]) => [_0, input], () => [])), ([_0, input]) => [DependentMapping(_0), input]);
const LiteralBigInt = (input) => If(bigint_BigInt(input), ([_0, input]) => [LiteralBigIntMapping(_0), input]);
const LiteralBoolean = (input) => If(If(Const('true', input), ([_0, input]) => [_0, input], () => If(Const('false', input), ([_0, input]) => [_0, input], () => [])), ([_0, input]) => [LiteralBooleanMapping(_0), input]);
const LiteralNumber = (input) => If(number_Number(input), ([_0, input]) => [LiteralNumberMapping(_0), input]);
const LiteralString = (input) => If(string_String(['\'', '\"'], input), ([_0, input]) => [LiteralStringMapping(_0), input]);
const KeyOf = (input) => If(If(If(Const('keyof', input), ([_0, input]) => [[_0], input]), ([_0, input]) => [_0, input], () => If([[], input], ([_0, input]) => [_0, input], () => [])), ([_0, input]) => [KeyOfMapping(_0), input]);
const IndexArray_0 = (input, result = []) => If(If(If(Const('[', input), ([_0, input]) => If(Type(input), ([_1, input]) => If(Const(']', input), ([_2, input]) => [[_0, _1, _2], input]))), ([_0, input]) => [_0, input], () => If(If(Const('[', input), ([_0, input]) => If(Const(']', input), ([_1, input]) => [[_0, _1], input])), ([_0, input]) => [_0, input], () => [])), ([_0, input]) => IndexArray_0(input, [...result, _0]), () => [result, input]);
const IndexArray = (input) => If(IndexArray_0(input), ([_0, input]) => [IndexArrayMapping(_0), input]);
const Extends = (input) => If(If(If(Const('extends', input), ([_0, input]) => If(Type(input), ([_1, input]) => If(Const('?', input), ([_2, input]) => If(Type(input), ([_3, input]) => If(Const(':', input), ([_4, input]) => If(Type(input), ([_5, input]) => [[_0, _1, _2, _3, _4, _5], input])))))), ([_0, input]) => [_0, input], () => If([[], input], ([_0, input]) => [_0, input], () => [])), ([_0, input]) => [ExtendsMapping(_0), input]);
const Base = (input) => If(If(If(Const('(', input), ([_0, input]) => If(Type(input), ([_1, input]) => If(Const(')', input), ([_2, input]) => [[_0, _1, _2], input]))), ([_0, input]) => [_0, input], () => If(KeywordString(input), ([_0, input]) => [_0, input], () => If(KeywordNumber(input), ([_0, input]) => [_0, input], () => If(KeywordBoolean(input), ([_0, input]) => [_0, input], () => If(KeywordUndefined(input), ([_0, input]) => [_0, input], () => If(KeywordNull(input), ([_0, input]) => [_0, input], () => If(KeywordInteger(input), ([_0, input]) => [_0, input], () => If(KeywordBigInt(input), ([_0, input]) => [_0, input], () => If(KeywordUnknown(input), ([_0, input]) => [_0, input], () => If(KeywordAny(input), ([_0, input]) => [_0, input], () => If(KeywordObject(input), ([_0, input]) => [_0, input], () => If(KeywordNever(input), ([_0, input]) => [_0, input], () => If(KeywordSymbol(input), ([_0, input]) => [_0, input], () => If(KeywordVoid(input), ([_0, input]) => [_0, input], () => If(KeywordThis(input), ([_0, input]) => [_0, input], () => If(LiteralBigInt(input), ([_0, input]) => [_0, input], () => If(LiteralBoolean(input), ([_0, input]) => [_0, input], () => If(LiteralNumber(input), ([_0, input]) => [_0, input], () => If(LiteralString(input), ([_0, input]) => [_0, input], () => If(TemplateLiteral(input), ([_0, input]) => [_0, input], () => If(Dependent(input), ([_0, input]) => [_0, input], () => If(_Object_(input), ([_0, input]) => [_0, input], () => If(_Tuple_(input), ([_0, input]) => [_0, input], () => If(_Constructor_(input), ([_0, input]) => [_0, input], () => If(_Function_(input), ([_0, input]) => [_0, input], () => If(_Mapped_(input), ([_0, input]) => [_0, input], () => If(GenericCall(input), ([_0, input]) => [_0, input], () => If(Reference(input), ([_0, input]) => [_0, input], () => [])))))))))))))))))))))))))))), ([_0, input]) => [BaseMapping(_0), input]);
const With = (input) => If(If(If(Const('with', input), ([_0, input]) => If(WithObject(input), ([_1, input]) => [[_0, _1], input])), ([_0, input]) => [_0, input], () => If([[], input], ([_0, input]) => [_0, input], () => [])), ([_0, input]) => [WithMapping(_0), input]);
const Factor = (input) => If(If(KeyOf(input), ([_0, input]) => If(Base(input), ([_1, input]) => If(IndexArray(input), ([_2, input]) => If(Extends(input), ([_3, input]) => If(With(input), ([_4, input]) => [[_0, _1, _2, _3, _4], input]))))), ([_0, input]) => [FactorMapping(_0), input]);
const ExprTermTail = (input) => If(If(If(Const('&', input), ([_0, input]) => If(Factor(input), ([_1, input]) => If(ExprTermTail(input), ([_2, input]) => [[_0, _1, _2], input]))), ([_0, input]) => [_0, input], () => If([[], input], ([_0, input]) => [_0, input], () => [])), ([_0, input]) => [ExprTermTailMapping(_0), input]);
const ExprTerm = (input) => If(If(Factor(input), ([_0, input]) => If(ExprTermTail(input), ([_1, input]) => [[_0, _1], input])), ([_0, input]) => [ExprTermMapping(_0), input]);
const ExprTail = (input) => If(If(If(Const('|', input), ([_0, input]) => If(ExprTerm(input), ([_1, input]) => If(ExprTail(input), ([_2, input]) => [[_0, _1, _2], input]))), ([_0, input]) => [_0, input], () => If([[], input], ([_0, input]) => [_0, input], () => [])), ([_0, input]) => [ExprTailMapping(_0), input]);
const Expr = (input) => If(If(ExprTerm(input), ([_0, input]) => If(ExprTail(input), ([_1, input]) => [[_0, _1], input])), ([_0, input]) => [ExprMapping(_0), input]);
const ExprReadonly = (input) => If(If(Const('readonly', input), ([_0, input]) => If(Expr(input), ([_1, input]) => [[_0, _1], input])), ([_0, input]) => [ExprReadonlyMapping(_0), input]);
const ExprPipe = (input) => If(If(Const('|', input), ([_0, input]) => If(Expr(input), ([_1, input]) => [[_0, _1], input])), ([_0, input]) => [ExprPipeMapping(_0), input]);
const GenericType = (input) => If(If(GenericParameters(input), ([_0, input]) => If(Const('=', input), ([_1, input]) => If(Type(input), ([_2, input]) => [[_0, _1, _2], input]))), ([_0, input]) => [GenericTypeMapping(_0), input]);
const InferType = (input) => If(If(If(Const('infer', input), ([_0, input]) => If(Ident(input), ([_1, input]) => If(Const('extends', input), ([_2, input]) => If(Expr(input), ([_3, input]) => [[_0, _1, _2, _3], input])))), ([_0, input]) => [_0, input], () => If(If(Const('infer', input), ([_0, input]) => If(Ident(input), ([_1, input]) => [[_0, _1], input])), ([_0, input]) => [_0, input], () => [])), ([_0, input]) => [InferTypeMapping(_0), input]);
const Type = (input) => If(If(InferType(input), ([_0, input]) => [_0, input], () => If(ExprPipe(input), ([_0, input]) => [_0, input], () => If(ExprReadonly(input), ([_0, input]) => [_0, input], () => If(Expr(input), ([_0, input]) => [_0, input], () => [])))), ([_0, input]) => [TypeMapping(_0), input]);
const PropertyKeyNumber = (input) => If(number_Number(input), ([_0, input]) => [PropertyKeyNumberMapping(_0), input]);
const PropertyKeyIdent = (input) => If(Ident(input), ([_0, input]) => [PropertyKeyIdentMapping(_0), input]);
const PropertyKeyQuoted = (input) => If(string_String(['\'', '\"'], input), ([_0, input]) => [PropertyKeyQuotedMapping(_0), input]);
const PropertyKeyIndex = (input) => If(If(Const('[', input), ([_0, input]) => If(Ident(input), ([_1, input]) => If(Const(':', input), ([_2, input]) => If(If(KeywordInteger(input), ([_0, input]) => [_0, input], () => If(KeywordNumber(input), ([_0, input]) => [_0, input], () => If(KeywordString(input), ([_0, input]) => [_0, input], () => If(KeywordSymbol(input), ([_0, input]) => [_0, input], () => [])))), ([_3, input]) => If(Const(']', input), ([_4, input]) => [[_0, _1, _2, _3, _4], input]))))), ([_0, input]) => [PropertyKeyIndexMapping(_0), input]);
const PropertyKey = (input) => If(If(PropertyKeyNumber(input), ([_0, input]) => [_0, input], () => If(PropertyKeyIdent(input), ([_0, input]) => [_0, input], () => If(PropertyKeyQuoted(input), ([_0, input]) => [_0, input], () => If(PropertyKeyIndex(input), ([_0, input]) => [_0, input], () => [])))), ([_0, input]) => [PropertyKeyMapping(_0), input]);
const Readonly = (input) => If(If(If(Const('readonly', input), ([_0, input]) => [[_0], input]), ([_0, input]) => [_0, input], () => If([[], input], ([_0, input]) => [_0, input], () => [])), ([_0, input]) => [ReadonlyMapping(_0), input]);
const parser_Optional = (input) => If(If(If(Const('?', input), ([_0, input]) => [[_0], input]), ([_0, input]) => [_0, input], () => If([[], input], ([_0, input]) => [_0, input], () => [])), ([_0, input]) => [OptionalMapping(_0), input]);
const Property = (input) => If(If(Readonly(input), ([_0, input]) => If(PropertyKey(input), ([_1, input]) => If(parser_Optional(input), ([_2, input]) => If(Const(':', input), ([_3, input]) => If(Type(input), ([_4, input]) => [[_0, _1, _2, _3, _4], input]))))), ([_0, input]) => [PropertyMapping(_0), input]);
const PropertyDelimiter = (input) => If(If(If(Const(',', input), ([_0, input]) => If(Const('\n', input), ([_1, input]) => [[_0, _1], input])), ([_0, input]) => [_0, input], () => If(If(Const(';', input), ([_0, input]) => If(Const('\n', input), ([_1, input]) => [[_0, _1], input])), ([_0, input]) => [_0, input], () => If(If(Const(',', input), ([_0, input]) => [[_0], input]), ([_0, input]) => [_0, input], () => If(If(Const(';', input), ([_0, input]) => [[_0], input]), ([_0, input]) => [_0, input], () => If(If(Const('\n', input), ([_0, input]) => [[_0], input]), ([_0, input]) => [_0, input], () => []))))), ([_0, input]) => [PropertyDelimiterMapping(_0), input]);
const PropertyList_0 = (input, result = []) => If(If(PropertyDelimiter(input), ([_0, input]) => If(Property(input), ([_1, input]) => [[_0, _1], input])), ([_0, input]) => PropertyList_0(input, [...result, _0]), () => [result, input]);
const PropertyList = (input) => If(If(If(Property(input), ([_0, input]) => If(PropertyList_0(input), ([_1, input]) => If(If(PropertyDelimiter(input), ([_0, input]) => [[_0], input], () => [[], input]), ([_2, input]) => [[_0, _1, _2], input]))), ([_0, input]) => [_0, input], () => If([[], input], ([_0, input]) => [_0, input], () => [])), ([_0, input]) => [PropertyListMapping(_0), input]);
const Properties = (input) => If(If(Const('{', input), ([_0, input]) => If(PropertyList(input), ([_1, input]) => If(Const('}', input), ([_2, input]) => [[_0, _1, _2], input]))), ([_0, input]) => [PropertiesMapping(_0), input]);
const _Object_ = (input) => If(Properties(input), ([_0, input]) => [_Object_Mapping(_0), input]);
const ElementNamed = (input) => If(If(If(Ident(input), ([_0, input]) => If(Const('?', input), ([_1, input]) => If(Const(':', input), ([_2, input]) => If(Const('readonly', input), ([_3, input]) => If(Type(input), ([_4, input]) => [[_0, _1, _2, _3, _4], input]))))), ([_0, input]) => [_0, input], () => If(If(Ident(input), ([_0, input]) => If(Const(':', input), ([_1, input]) => If(Const('readonly', input), ([_2, input]) => If(Type(input), ([_3, input]) => [[_0, _1, _2, _3], input])))), ([_0, input]) => [_0, input], () => If(If(Ident(input), ([_0, input]) => If(Const('?', input), ([_1, input]) => If(Const(':', input), ([_2, input]) => If(Type(input), ([_3, input]) => [[_0, _1, _2, _3], input])))), ([_0, input]) => [_0, input], () => If(If(Ident(input), ([_0, input]) => If(Const(':', input), ([_1, input]) => If(Type(input), ([_2, input]) => [[_0, _1, _2], input]))), ([_0, input]) => [_0, input], () => [])))), ([_0, input]) => [ElementNamedMapping(_0), input]);
const ElementBase = (input) => If(If(ElementNamed(input), ([_0, input]) => [_0, input], () => If(If(Readonly(input), ([_0, input]) => If(Type(input), ([_1, input]) => If(parser_Optional(input), ([_2, input]) => [[_0, _1, _2], input]))), ([_0, input]) => [_0, input], () => [])), ([_0, input]) => [ElementBaseMapping(_0), input]);
const Element = (input) => If(If(If(Const('...', input), ([_0, input]) => If(ElementBase(input), ([_1, input]) => [[_0, _1], input])), ([_0, input]) => [_0, input], () => If(If(ElementBase(input), ([_0, input]) => [[_0], input]), ([_0, input]) => [_0, input], () => [])), ([_0, input]) => [ElementMapping(_0), input]);
const ElementList_0 = (input, result = []) => If(If(Const(',', input), ([_0, input]) => If(Element(input), ([_1, input]) => [[_0, _1], input])), ([_0, input]) => ElementList_0(input, [...result, _0]), () => [result, input]);
const ElementList = (input) => If(If(If(Element(input), ([_0, input]) => If(ElementList_0(input), ([_1, input]) => If(If(Const(',', input), ([_0, input]) => [[_0], input], () => [[], input]), ([_2, input]) => [[_0, _1, _2], input]))), ([_0, input]) => [_0, input], () => If([[], input], ([_0, input]) => [_0, input], () => [])), ([_0, input]) => [ElementListMapping(_0), input]);
const _Tuple_ = (input) => If(If(Const('[', input), ([_0, input]) => If(ElementList(input), ([_1, input]) => If(Const(']', input), ([_2, input]) => [[_0, _1, _2], input]))), ([_0, input]) => [_Tuple_Mapping(_0), input]);
const ParameterReadonlyOptional = (input) => If(If(Ident(input), ([_0, input]) => If(Const('?', input), ([_1, input]) => If(Const(':', input), ([_2, input]) => If(Const('readonly', input), ([_3, input]) => If(Type(input), ([_4, input]) => [[_0, _1, _2, _3, _4], input]))))), ([_0, input]) => [ParameterReadonlyOptionalMapping(_0), input]);
const ParameterReadonly = (input) => If(If(Ident(input), ([_0, input]) => If(Const(':', input), ([_1, input]) => If(Const('readonly', input), ([_2, input]) => If(Type(input), ([_3, input]) => [[_0, _1, _2, _3], input])))), ([_0, input]) => [ParameterReadonlyMapping(_0), input]);
const ParameterOptional = (input) => If(If(Ident(input), ([_0, input]) => If(Const('?', input), ([_1, input]) => If(Const(':', input), ([_2, input]) => If(Type(input), ([_3, input]) => [[_0, _1, _2, _3], input])))), ([_0, input]) => [ParameterOptionalMapping(_0), input]);
const ParameterType = (input) => If(If(Ident(input), ([_0, input]) => If(Const(':', input), ([_1, input]) => If(Type(input), ([_2, input]) => [[_0, _1, _2], input]))), ([_0, input]) => [ParameterTypeMapping(_0), input]);
const ParameterBase = (input) => If(If(ParameterReadonlyOptional(input), ([_0, input]) => [_0, input], () => If(ParameterReadonly(input), ([_0, input]) => [_0, input], () => If(ParameterOptional(input), ([_0, input]) => [_0, input], () => If(ParameterType(input), ([_0, input]) => [_0, input], () => [])))), ([_0, input]) => [ParameterBaseMapping(_0), input]);
const Parameter = (input) => If(If(If(Const('...', input), ([_0, input]) => If(ParameterBase(input), ([_1, input]) => [[_0, _1], input])), ([_0, input]) => [_0, input], () => If(If(ParameterBase(input), ([_0, input]) => [[_0], input]), ([_0, input]) => [_0, input], () => [])), ([_0, input]) => [ParameterMapping(_0), input]);
const ParameterList_0 = (input, result = []) => If(If(Const(',', input), ([_0, input]) => If(Parameter(input), ([_1, input]) => [[_0, _1], input])), ([_0, input]) => ParameterList_0(input, [...result, _0]), () => [result, input]);
const ParameterList = (input) => If(If(If(Parameter(input), ([_0, input]) => If(ParameterList_0(input), ([_1, input]) => If(If(Const(',', input), ([_0, input]) => [[_0], input], () => [[], input]), ([_2, input]) => [[_0, _1, _2], input]))), ([_0, input]) => [_0, input], () => If([[], input], ([_0, input]) => [_0, input], () => [])), ([_0, input]) => [ParameterListMapping(_0), input]);
const _Function_ = (input) => If(If(Const('(', input), ([_0, input]) => If(ParameterList(input), ([_1, input]) => If(Const(')', input), ([_2, input]) => If(Const('=>', input), ([_3, input]) => If(Type(input), ([_4, input]) => [[_0, _1, _2, _3, _4], input]))))), ([_0, input]) => [_Function_Mapping(_0), input]);
const _Constructor_ = (input) => If(If(Const('new', input), ([_0, input]) => If(Const('(', input), ([_1, input]) => If(ParameterList(input), ([_2, input]) => If(Const(')', input), ([_3, input]) => If(Const('=>', input), ([_4, input]) => If(Type(input), ([_5, input]) => [[_0, _1, _2, _3, _4, _5], input])))))), ([_0, input]) => [_Constructor_Mapping(_0), input]);
const MappedReadonly = (input) => If(If(If(Const('+', input), ([_0, input]) => If(Const('readonly', input), ([_1, input]) => [[_0, _1], input])), ([_0, input]) => [_0, input], () => If(If(Const('-', input), ([_0, input]) => If(Const('readonly', input), ([_1, input]) => [[_0, _1], input])), ([_0, input]) => [_0, input], () => If(If(Const('readonly', input), ([_0, input]) => [[_0], input]), ([_0, input]) => [_0, input], () => If([[], input], ([_0, input]) => [_0, input], () => [])))), ([_0, input]) => [MappedReadonlyMapping(_0), input]);
const MappedOptional = (input) => If(If(If(Const('+', input), ([_0, input]) => If(Const('?', input), ([_1, input]) => [[_0, _1], input])), ([_0, input]) => [_0, input], () => If(If(Const('-', input), ([_0, input]) => If(Const('?', input), ([_1, input]) => [[_0, _1], input])), ([_0, input]) => [_0, input], () => If(If(Const('?', input), ([_0, input]) => [[_0], input]), ([_0, input]) => [_0, input], () => If([[], input], ([_0, input]) => [_0, input], () => [])))), ([_0, input]) => [MappedOptionalMapping(_0), input]);
const MappedAs = (input) => If(If(If(Const('as', input), ([_0, input]) => If(Type(input), ([_1, input]) => [[_0, _1], input])), ([_0, input]) => [_0, input], () => If([[], input], ([_0, input]) => [_0, input], () => [])), ([_0, input]) => [MappedAsMapping(_0), input]);
const _Mapped_ = (input) => If(If(Const('{', input), ([_0, input]) => If(MappedReadonly(input), ([_1, input]) => If(Const('[', input), ([_2, input]) => If(Ident(input), ([_3, input]) => If(Const('in', input), ([_4, input]) => If(Type(input), ([_5, input]) => If(MappedAs(input), ([_6, input]) => If(Const(']', input), ([_7, input]) => If(MappedOptional(input), ([_8, input]) => If(Const(':', input), ([_9, input]) => If(Type(input), ([_10, input]) => If(OptionalSemiColon(input), ([_11, input]) => If(Const('}', input), ([_12, input]) => [[_0, _1, _2, _3, _4, _5, _6, _7, _8, _9, _10, _11, _12], input]))))))))))))), ([_0, input]) => [_Mapped_Mapping(_0), input]);
const Reference = (input) => If(Ident(input), ([_0, input]) => [ReferenceMapping(_0), input]);
const WithBigInt = (input) => If(bigint_BigInt(input), ([_0, input]) => [WithBigIntMapping(_0), input]);
const WithNumber = (input) => If(number_Number(input), ([_0, input]) => [WithNumberMapping(_0), input]);
const WithBoolean = (input) => If(If(Const('true', input), ([_0, input]) => [_0, input], () => If(Const('false', input), ([_0, input]) => [_0, input], () => [])), ([_0, input]) => [WithBooleanMapping(_0), input]);
const WithString = (input) => If(string_String(['\"', '\''], input), ([_0, input]) => [WithStringMapping(_0), input]);
const WithNull = (input) => If(Const('null', input), ([_0, input]) => [WithNullMapping(_0), input]);
const WithUndefined = (input) => If(Const('undefined', input), ([_0, input]) => [WithUndefinedMapping(_0), input]);
const WithProperty = (input) => If(If(PropertyKey(input), ([_0, input]) => If(Const(':', input), ([_1, input]) => If(WithValue(input), ([_2, input]) => [[_0, _1, _2], input]))), ([_0, input]) => [WithPropertyMapping(_0), input]);
const WithPropertyList_0 = (input, result = []) => If(If(PropertyDelimiter(input), ([_0, input]) => If(WithProperty(input), ([_1, input]) => [[_0, _1], input])), ([_0, input]) => WithPropertyList_0(input, [...result, _0]), () => [result, input]);
const WithPropertyList = (input) => If(If(If(WithProperty(input), ([_0, input]) => If(WithPropertyList_0(input), ([_1, input]) => If(If(PropertyDelimiter(input), ([_0, input]) => [[_0], input], () => [[], input]), ([_2, input]) => [[_0, _1, _2], input]))), ([_0, input]) => [_0, input], () => If([[], input], ([_0, input]) => [_0, input], () => [])), ([_0, input]) => [WithPropertyListMapping(_0), input]);
const WithObject = (input) => If(If(Const('{', input), ([_0, input]) => If(WithPropertyList(input), ([_1, input]) => If(Const('}', input), ([_2, input]) => [[_0, _1, _2], input]))), ([_0, input]) => [WithObjectMapping(_0), input]);
const WithElementList_0 = (input, result = []) => If(If(Const(',', input), ([_0, input]) => If(WithValue(input), ([_1, input]) => [[_0, _1], input])), ([_0, input]) => WithElementList_0(input, [...result, _0]), () => [result, input]);
const WithElementList = (input) => If(If(If(WithValue(input), ([_0, input]) => If(WithElementList_0(input), ([_1, input]) => If(If(Const(',', input), ([_0, input]) => [[_0], input], () => [[], input]), ([_2, input]) => [[_0, _1, _2], input]))), ([_0, input]) => [_0, input], () => If([[], input], ([_0, input]) => [_0, input], () => [])), ([_0, input]) => [WithElementListMapping(_0), input]);
const WithArray = (input) => If(If(Const('[', input), ([_0, input]) => If(WithElementList(input), ([_1, input]) => If(Const(']', input), ([_2, input]) => [[_0, _1, _2], input]))), ([_0, input]) => [WithArrayMapping(_0), input]);
const WithValue = (input) => If(If(WithBigInt(input), ([_0, input]) => [_0, input], () => If(WithNumber(input), ([_0, input]) => [_0, input], () => If(WithBoolean(input), ([_0, input]) => [_0, input], () => If(WithString(input), ([_0, input]) => [_0, input], () => If(WithNull(input), ([_0, input]) => [_0, input], () => If(WithUndefined(input), ([_0, input]) => [_0, input], () => If(WithObject(input), ([_0, input]) => [_0, input], () => If(WithArray(input), ([_0, input]) => [_0, input], () => [])))))))), ([_0, input]) => [WithValueMapping(_0), input]);
const PatternBigInt = (input) => If(Const('-?(?:0|[1-9][0-9]*)n', input), ([_0, input]) => [PatternBigIntMapping(_0), input]);
const PatternString = (input) => If(Const('.*', input), ([_0, input]) => [PatternStringMapping(_0), input]);
const PatternNumber = (input) => If(Const('-?(?:0|[1-9][0-9]*)(?:\\.[0-9]+)?', input), ([_0, input]) => [PatternNumberMapping(_0), input]);
const PatternInteger = (input) => If(Const('-?(?:0|[1-9][0-9]*)', input), ([_0, input]) => [PatternIntegerMapping(_0), input]);
const PatternNever = (input) => If(Const('(?!)', input), ([_0, input]) => [PatternNeverMapping(_0), input]);
const PatternText = (input) => If(Until_1(['-?(?:0|[1-9][0-9]*)n', '.*', '-?(?:0|[1-9][0-9]*)(?:\\.[0-9]+)?', '-?(?:0|[1-9][0-9]*)', '(?!)', '(', ')', '$', '|'], input), ([_0, input]) => [PatternTextMapping(_0), input]);
const PatternBase = (input) => If(If(PatternBigInt(input), ([_0, input]) => [_0, input], () => If(PatternString(input), ([_0, input]) => [_0, input], () => If(PatternNumber(input), ([_0, input]) => [_0, input], () => If(PatternInteger(input), ([_0, input]) => [_0, input], () => If(PatternNever(input), ([_0, input]) => [_0, input], () => If(PatternGroup(input), ([_0, input]) => [_0, input], () => If(PatternText(input), ([_0, input]) => [_0, input], () => []))))))), ([_0, input]) => [PatternBaseMapping(_0), input]);
const PatternGroup = (input) => If(If(Const('(', input), ([_0, input]) => If(PatternBody(input), ([_1, input]) => If(Const(')', input), ([_2, input]) => [[_0, _1, _2], input]))), ([_0, input]) => [PatternGroupMapping(_0), input]);
const PatternUnion = (input) => If(If(If(PatternTerm(input), ([_0, input]) => If(Const('|', input), ([_1, input]) => If(PatternUnion(input), ([_2, input]) => [[_0, _1, _2], input]))), ([_0, input]) => [_0, input], () => If(If(PatternTerm(input), ([_0, input]) => [[_0], input]), ([_0, input]) => [_0, input], () => If([[], input], ([_0, input]) => [_0, input], () => []))), ([_0, input]) => [PatternUnionMapping(_0), input]);
const PatternTerm = (input) => If(If(PatternBase(input), ([_0, input]) => If(PatternBody(input), ([_1, input]) => [[_0, _1], input])), ([_0, input]) => [PatternTermMapping(_0), input]);
const PatternBody = (input) => If(If(PatternUnion(input), ([_0, input]) => [_0, input], () => If(PatternTerm(input), ([_0, input]) => [_0, input], () => [])), ([_0, input]) => [PatternBodyMapping(_0), input]);
const Pattern = (input) => If(If(Const('^', input), ([_0, input]) => If(PatternBody(input), ([_1, input]) => If(Const('$', input), ([_2, input]) => [[_0, _1, _2], input]))), ([_0, input]) => [PatternMapping(_0), input]);
const InterfaceDeclarationHeritageList_0 = (input, result = []) => If(If(Const(',', input), ([_0, input]) => If(Type(input), ([_1, input]) => [[_0, _1], input])), ([_0, input]) => InterfaceDeclarationHeritageList_0(input, [...result, _0]), () => [result, input]);
const InterfaceDeclarationHeritageList = (input) => If(If(If(Type(input), ([_0, input]) => If(InterfaceDeclarationHeritageList_0(input), ([_1, input]) => If(If(Const(',', input), ([_0, input]) => [[_0], input], () => [[], input]), ([_2, input]) => [[_0, _1, _2], input]))), ([_0, input]) => [_0, input], () => If([[], input], ([_0, input]) => [_0, input], () => [])), ([_0, input]) => [InterfaceDeclarationHeritageListMapping(_0), input]);
const InterfaceDeclarationHeritage = (input) => If(If(If(Const('extends', input), ([_0, input]) => If(InterfaceDeclarationHeritageList(input), ([_1, input]) => [[_0, _1], input])), ([_0, input]) => [_0, input], () => If([[], input], ([_0, input]) => [_0, input], () => [])), ([_0, input]) => [InterfaceDeclarationHeritageMapping(_0), input]);
const InterfaceDeclarationGeneric = (input) => If(If(Const('interface', input), ([_0, input]) => If(Ident(input), ([_1, input]) => If(GenericParameters(input), ([_2, input]) => If(InterfaceDeclarationHeritage(input), ([_3, input]) => If(Properties(input), ([_4, input]) => [[_0, _1, _2, _3, _4], input]))))), ([_0, input]) => [InterfaceDeclarationGenericMapping(_0), input]);
const InterfaceDeclaration = (input) => If(If(Const('interface', input), ([_0, input]) => If(Ident(input), ([_1, input]) => If(InterfaceDeclarationHeritage(input), ([_2, input]) => If(Properties(input), ([_3, input]) => [[_0, _1, _2, _3], input])))), ([_0, input]) => [InterfaceDeclarationMapping(_0), input]);
const TypeAliasDeclarationGeneric = (input) => If(If(Const('type', input), ([_0, input]) => If(Ident(input), ([_1, input]) => If(GenericParameters(input), ([_2, input]) => If(Const('=', input), ([_3, input]) => If(Type(input), ([_4, input]) => [[_0, _1, _2, _3, _4], input]))))), ([_0, input]) => [TypeAliasDeclarationGenericMapping(_0), input]);
const TypeAliasDeclaration = (input) => If(If(Const('type', input), ([_0, input]) => If(Ident(input), ([_1, input]) => If(Const('=', input), ([_2, input]) => If(Type(input), ([_3, input]) => [[_0, _1, _2, _3], input])))), ([_0, input]) => [TypeAliasDeclarationMapping(_0), input]);
const ExportKeyword = (input) => If(If(If(Const('export', input), ([_0, input]) => [[_0], input]), ([_0, input]) => [_0, input], () => If([[], input], ([_0, input]) => [_0, input], () => [])), ([_0, input]) => [ExportKeywordMapping(_0), input]);
const ModuleDeclarationDelimiter = (input) => If(If(If(Const(';', input), ([_0, input]) => If(Const('\n', input), ([_1, input]) => [[_0, _1], input])), ([_0, input]) => [_0, input], () => If(If(Const(';', input), ([_0, input]) => [[_0], input]), ([_0, input]) => [_0, input], () => If(If(Const('\n', input), ([_0, input]) => [[_0], input]), ([_0, input]) => [_0, input], () => []))), ([_0, input]) => [ModuleDeclarationDelimiterMapping(_0), input]);
const ModuleDeclarationList_0 = (input, result = []) => If(If(ModuleDeclarationDelimiter(input), ([_0, input]) => If(ModuleDeclaration(input), ([_1, input]) => [[_0, _1], input])), ([_0, input]) => ModuleDeclarationList_0(input, [...result, _0]), () => [result, input]);
const ModuleDeclarationList = (input) => If(If(If(ModuleDeclaration(input), ([_0, input]) => If(ModuleDeclarationList_0(input), ([_1, input]) => If(If(ModuleDeclarationDelimiter(input), ([_0, input]) => [[_0], input], () => [[], input]), ([_2, input]) => [[_0, _1, _2], input]))), ([_0, input]) => [_0, input], () => If([[], input], ([_0, input]) => [_0, input], () => [])), ([_0, input]) => [ModuleDeclarationListMapping(_0), input]);
const ModuleDeclaration = (input) => If(If(ExportKeyword(input), ([_0, input]) => If(If(InterfaceDeclarationGeneric(input), ([_0, input]) => [_0, input], () => If(InterfaceDeclaration(input), ([_0, input]) => [_0, input], () => If(TypeAliasDeclarationGeneric(input), ([_0, input]) => [_0, input], () => If(TypeAliasDeclaration(input), ([_0, input]) => [_0, input], () => [])))), ([_1, input]) => If(OptionalSemiColon(input), ([_2, input]) => [[_0, _1, _2], input]))), ([_0, input]) => [ModuleDeclarationMapping(_0), input]);
const Module = (input) => If(If(ModuleDeclaration(input), ([_0, input]) => If(ModuleDeclarationList(input), ([_1, input]) => [[_0, _1], input])), ([_0, input]) => [ModuleMapping(_0), input]);
const Script = (input) => If(If(Module(input), ([_0, input]) => [_0, input], () => If(GenericType(input), ([_0, input]) => [_0, input], () => If(Type(input), ([_0, input]) => [_0, input], () => []))), ([_0, input]) => [ScriptMapping(_0), input]);


/***/ }),

/***/ 4156:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Lp: () => (/* binding */ IsCodec),
/* harmony export */   Mg: () => (/* binding */ EncodeBuilder),
/* harmony export */   Ne: () => (/* binding */ Codec),
/* harmony export */   O$: () => (/* binding */ DecodeBuilder),
/* harmony export */   Tq: () => (/* binding */ Decode),
/* harmony export */   dB: () => (/* binding */ Encode)
/* harmony export */ });
/* harmony import */ var _system_index_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9168);
/* harmony import */ var _guard_index_mjs__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8642);
/* harmony import */ var _schema_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8122);
// deno-fmt-ignore-file



// ------------------------------------------------------------------
// Factory
// ------------------------------------------------------------------
class EncodeBuilder {
    constructor(type, decode) {
        this.type = type;
        this.decode = decode;
    }
    Encode(callback) {
        const type = this.type;
        const decode = IsCodec(type) ? (value) => this.decode(type['~codec'].decode(value)) : this.decode;
        const encode = IsCodec(type) ? (value) => type['~codec'].encode(callback(value)) : callback;
        const codec = { decode, encode };
        return _system_index_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Memory.Update */ .ce.Update(this.type, { '~codec': codec }, {});
    }
}
class DecodeBuilder {
    constructor(type) {
        this.type = type;
    }
    Decode(callback) {
        return new EncodeBuilder(this.type, callback);
    }
}
// ------------------------------------------------------------------
// Bidirectional
// ------------------------------------------------------------------
/** Creates a bi-directional Codec. Codec functions are called on Value.Decode and Value.Encode. */
function Codec(type) {
    return new DecodeBuilder(type);
}
// ------------------------------------------------------------------
// Unidirectional
// ------------------------------------------------------------------
/** Createsa  uni-directional Codec with Decode only. The Decode function is called on Value.Decode */
function Decode(type, callback) {
    return Codec(type).Decode(callback).Encode(() => {
        throw Error('Encode not implemented');
    });
}
/** Creates a uni-directional Codec with Encode only. The Encode function is called on Value.Encode */
function Encode(type, callback) {
    return Codec(type).Decode(() => {
        throw Error('Decode not implemented');
    }).Encode(callback);
}
// ------------------------------------------------------------------
// Guard
// ------------------------------------------------------------------
function IsCodec(value) {
    return (0,_schema_mjs__WEBPACK_IMPORTED_MODULE_1__/* .IsSchema */ .Y)(value) &&
        _guard_index_mjs__WEBPACK_IMPORTED_MODULE_2__.HasPropertyKey(value, '~codec') &&
        _guard_index_mjs__WEBPACK_IMPORTED_MODULE_2__.IsObject(value['~codec']) &&
        _guard_index_mjs__WEBPACK_IMPORTED_MODULE_2__.HasPropertyKey(value['~codec'], 'encode') &&
        _guard_index_mjs__WEBPACK_IMPORTED_MODULE_2__.HasPropertyKey(value['~codec'], 'decode');
}


/***/ }),

/***/ 6214:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J: () => (/* binding */ Immutable),
/* harmony export */   P: () => (/* binding */ IsImmutable)
/* harmony export */ });
/* harmony import */ var _guard_index_mjs__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8642);
/* harmony import */ var _schema_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8122);
/* harmony import */ var _action_add_immutable_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1195);
// deno-fmt-ignore-file



// ------------------------------------------------------------------
// Factory
// ------------------------------------------------------------------
/** Applies an Immutable modifier to the given type. */
function Immutable(type) {
    return (0,_action_add_immutable_mjs__WEBPACK_IMPORTED_MODULE_0__/* .AddImmutable */ .e)(type);
}
// ------------------------------------------------------------------
// Guard
// ------------------------------------------------------------------
/** Returns true if the given value is a TImmutable */
function IsImmutable(value) {
    return (0,_schema_mjs__WEBPACK_IMPORTED_MODULE_1__/* .IsSchema */ .Y)(value) && _guard_index_mjs__WEBPACK_IMPORTED_MODULE_2__.HasPropertyKey(value, '~immutable');
}


/***/ }),

/***/ 214:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   X: () => (/* binding */ IsOptional),
/* harmony export */   o: () => (/* binding */ Optional)
/* harmony export */ });
/* harmony import */ var _guard_index_mjs__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8642);
/* harmony import */ var _schema_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8122);
/* harmony import */ var _action_add_optional_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4349);
// deno-fmt-ignore-file



// ------------------------------------------------------------------
// Factory
// ------------------------------------------------------------------
/** Applies an Optional modifier to the given type. */
function Optional(type) {
    return (0,_action_add_optional_mjs__WEBPACK_IMPORTED_MODULE_0__/* .AddOptional */ .O)(type);
}
// ------------------------------------------------------------------
// Guard
// ------------------------------------------------------------------
/** Returns true if the given value is TOptional */
function IsOptional(value) {
    return (0,_schema_mjs__WEBPACK_IMPORTED_MODULE_1__/* .IsSchema */ .Y)(value) && _guard_index_mjs__WEBPACK_IMPORTED_MODULE_2__.HasPropertyKey(value, '~optional');
}


/***/ }),

/***/ 3288:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   T: () => (/* binding */ IsReadonly),
/* harmony export */   Z: () => (/* binding */ Readonly)
/* harmony export */ });
/* harmony import */ var _guard_index_mjs__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8642);
/* harmony import */ var _schema_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8122);
/* harmony import */ var _action_add_readonly_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6003);
// deno-fmt-ignore-file



// ------------------------------------------------------------------
// Factory
// ------------------------------------------------------------------
/** Applies an Readonly property modifier to the given type. */
function Readonly(type) {
    return (0,_action_add_readonly_mjs__WEBPACK_IMPORTED_MODULE_0__/* .AddReadonly */ .w)(type);
}
// ------------------------------------------------------------------
// Guard
// ------------------------------------------------------------------
/** Returns true if the given value is a TReadonly */
function IsReadonly(value) {
    return (0,_schema_mjs__WEBPACK_IMPORTED_MODULE_1__/* .IsSchema */ .Y)(value) && _guard_index_mjs__WEBPACK_IMPORTED_MODULE_2__.HasPropertyKey(value, '~readonly');
}


/***/ }),

/***/ 8697:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   QL: () => (/* binding */ Refine),
/* harmony export */   Ux: () => (/* binding */ IsRefine)
/* harmony export */ });
/* unused harmony exports RefineAdd, IsRefinement */
/* harmony import */ var _system_arguments_index_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7565);
/* harmony import */ var _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7062);
/* harmony import */ var _guard_index_mjs__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8642);
/* harmony import */ var _schema_mjs__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8122);
// deno-fmt-ignore-file




/** Applies a Refine check to the given type. */
function RefineAdd(type, refinement) {
    const refinements = IsRefine(type) ? [...type['~refine'], refinement] : [refinement];
    return _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Memory.Update */ .c.Update(type, { '~refine': refinements }, {});
}
/** Refines a type with an explicit check */
function Refine(...args) {
    const [type, check, error] = _system_arguments_index_mjs__WEBPACK_IMPORTED_MODULE_1__.Match(args, {
        3: (type, check, error) => [type, check, error],
        2: (type, check) => [type, check, () => 'Refine Error'],
    });
    return RefineAdd(type, { check, error });
}
// ------------------------------------------------------------------
// Guard
// ------------------------------------------------------------------
/** Returns true if the given value is a TRefinement. */
function IsRefinement(value) {
    return _guard_index_mjs__WEBPACK_IMPORTED_MODULE_2__.IsObjectNotArray(value)
        && _guard_index_mjs__WEBPACK_IMPORTED_MODULE_2__.HasPropertyKey(value, 'check')
        && _guard_index_mjs__WEBPACK_IMPORTED_MODULE_2__.HasPropertyKey(value, 'error')
        && _guard_index_mjs__WEBPACK_IMPORTED_MODULE_2__.IsFunction(value.check)
        && _guard_index_mjs__WEBPACK_IMPORTED_MODULE_2__.IsFunction(value.error);
}
/** Returns true if the given value is a TRefine. */
function IsRefine(value) {
    return (0,_schema_mjs__WEBPACK_IMPORTED_MODULE_3__/* .IsSchema */ .Y)(value)
        && _guard_index_mjs__WEBPACK_IMPORTED_MODULE_2__.HasPropertyKey(value, '~refine')
        && _guard_index_mjs__WEBPACK_IMPORTED_MODULE_2__.IsArray(value['~refine'])
        && _guard_index_mjs__WEBPACK_IMPORTED_MODULE_2__.Every(value['~refine'], 0, value => IsRefinement(value));
}


/***/ }),

/***/ 4935:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ Any),
/* harmony export */   h: () => (/* binding */ IsAny)
/* harmony export */ });
/* harmony import */ var _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7062);
/* harmony import */ var _schema_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8122);
// deno-fmt-ignore-file
// deno-lint-ignore-file 


// ------------------------------------------------------------------
// Factory
// ------------------------------------------------------------------
/** Creates a Any type. */
function Any(options) {
    return _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Memory.Create */ .c.Create({ ['~kind']: 'Any' }, {}, options);
}
// ------------------------------------------------------------------
// Guard
// ------------------------------------------------------------------
/** Returns true if the given value is a TAny. */
function IsAny(value) {
    return (0,_schema_mjs__WEBPACK_IMPORTED_MODULE_1__/* .IsKind */ .n)(value, 'Any');
}


/***/ }),

/***/ 7894:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O3: () => (/* binding */ _Array_),
/* harmony export */   QS: () => (/* binding */ IsArray),
/* harmony export */   Qn: () => (/* binding */ ArrayOptions),
/* harmony export */   kv: () => (/* binding */ _Array_)
/* harmony export */ });
/* harmony import */ var _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7062);
/* harmony import */ var _schema_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8122);
// deno-fmt-ignore-file


// ------------------------------------------------------------------
// Factory
// ------------------------------------------------------------------
/** Creates an Array type. */
function _Array_(items, options) {
    return _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Memory.Create */ .c.Create({ '~kind': 'Array' }, { type: 'array', items }, options);
}
 // Prevent Collision With Global Scope
// ------------------------------------------------------------------
// Guard
// ------------------------------------------------------------------
/** Returns true if the given value is a TArray. */
function IsArray(value) {
    return (0,_schema_mjs__WEBPACK_IMPORTED_MODULE_1__/* .IsKind */ .n)(value, 'Array');
}
// ------------------------------------------------------------------
// Options
// ------------------------------------------------------------------
/** Extracts options from a TArray. */
function ArrayOptions(type) {
    return _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Memory.Discard */ .c.Discard(type, ['~kind', 'type', 'items']);
}


/***/ }),

/***/ 7626:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Qw: () => (/* binding */ BigInt),
/* harmony export */   cQ: () => (/* binding */ IsBigInt),
/* harmony export */   us: () => (/* binding */ BigIntPattern)
/* harmony export */ });
/* harmony import */ var _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7062);
/* harmony import */ var _schema_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8122);
// deno-fmt-ignore-file


// ------------------------------------------------------------------
// Pattern
// ------------------------------------------------------------------
const BigIntPattern = '-?(?:0|[1-9][0-9]*)n';
// ------------------------------------------------------------------
// Factory
// ------------------------------------------------------------------
/** Creates a BigInt type. */
function BigInt(options) {
    return _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Memory.Create */ .c.Create({ '~kind': 'BigInt' }, { type: 'bigint' }, options);
}
// ------------------------------------------------------------------
// Guard
// ------------------------------------------------------------------
/** Returns true if the given value is a TBigInt. */
function IsBigInt(value) {
    return (0,_schema_mjs__WEBPACK_IMPORTED_MODULE_1__/* .IsKind */ .n)(value, 'BigInt');
}


/***/ }),

/***/ 7957:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Z: () => (/* binding */ IsBoolean),
/* harmony export */   v: () => (/* binding */ Boolean)
/* harmony export */ });
/* harmony import */ var _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7062);
/* harmony import */ var _schema_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8122);
// deno-fmt-ignore-file


// ------------------------------------------------------------------
// Factory
// ------------------------------------------------------------------
/** Creates a Boolean type. */
function Boolean(options) {
    return _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Memory.Create */ .c.Create({ '~kind': 'Boolean' }, { type: 'boolean' }, options);
}
// ------------------------------------------------------------------
// Guard
// ------------------------------------------------------------------
/** Returns true if the given value is a TBoolean. */
function IsBoolean(value) {
    return (0,_schema_mjs__WEBPACK_IMPORTED_MODULE_1__/* .IsKind */ .n)(value, 'Boolean');
}


/***/ }),

/***/ 4759:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EU: () => (/* binding */ CallConstruct),
/* harmony export */   Je: () => (/* binding */ Call),
/* harmony export */   rx: () => (/* binding */ IsCall)
/* harmony export */ });
/* harmony import */ var _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7062);
/* harmony import */ var _schema_mjs__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8122);
/* harmony import */ var _engine_call_instantiate_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7487);
/* harmony import */ var _engine_instantiate_mjs__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7749);
// deno-lint-ignore-file ban-types
// deno-fmt-ignore-file




function CallConstruct(target, arguments_) {
    return _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Memory.Create */ .c.Create({ ['~kind']: 'Call' }, { type: 'call', target, arguments: arguments_ }, {});
}
// ------------------------------------------------------------------
// Factory
// ------------------------------------------------------------------
/** Creates a Call type. */
function Call(target, arguments_) {
    return (0,_engine_call_instantiate_mjs__WEBPACK_IMPORTED_MODULE_1__/* .CallInstantiate */ .n)({}, (0,_engine_instantiate_mjs__WEBPACK_IMPORTED_MODULE_2__/* .State */ .Uw)([], []), target, arguments_);
}
// ------------------------------------------------------------------
// Guard
// ------------------------------------------------------------------
/** Returns true if the given type is a TCall. */
function IsCall(value) {
    return (0,_schema_mjs__WEBPACK_IMPORTED_MODULE_3__/* .IsKind */ .n)(value, 'Call');
}


/***/ }),

/***/ 8197:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DO: () => (/* binding */ Constructor),
/* harmony export */   ZV: () => (/* binding */ IsConstructor),
/* harmony export */   rO: () => (/* binding */ ConstructorOptions)
/* harmony export */ });
/* harmony import */ var _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7062);
/* harmony import */ var _schema_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8122);
// deno-fmt-ignore-file


// ------------------------------------------------------------------
// Factory
// ------------------------------------------------------------------
/** Creates a Constructor type. */
function Constructor(parameters, instanceType, options = {}) {
    return _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Memory.Create */ .c.Create({ '~kind': 'Constructor' }, { type: 'constructor', parameters, instanceType }, options);
}
// ------------------------------------------------------------------
// Guard
// ------------------------------------------------------------------
/** Returns true if the given value is a TConstructor. */
function IsConstructor(value) {
    return (0,_schema_mjs__WEBPACK_IMPORTED_MODULE_1__/* .IsKind */ .n)(value, 'Constructor');
}
// ------------------------------------------------------------------
// Options
// ------------------------------------------------------------------
/** Extracts options from a TConstructor. */
function ConstructorOptions(type) {
    return _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Memory.Discard */ .c.Discard(type, ['~kind', 'type', 'parameters', 'instanceType']);
}


/***/ }),

/***/ 330:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   MW: () => (/* binding */ Cyclic),
/* harmony export */   c_: () => (/* binding */ IsCyclic)
/* harmony export */ });
/* unused harmony export CyclicOptions */
/* harmony import */ var _guard_index_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8642);
/* harmony import */ var _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7062);
/* harmony import */ var _schema_mjs__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8122);
// deno-fmt-ignore-file



// ------------------------------------------------------------------
// Factory
// ------------------------------------------------------------------
/** Creates a Cyclic type. */
function Cyclic($defs, $ref, options) {
    // $defs require an $id per definition to enable Ajv to resolve correctly
    const defs = _guard_index_mjs__WEBPACK_IMPORTED_MODULE_1__.Keys($defs).reduce((result, key) => {
        return { ...result, [key]: _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Memory.Update */ .c.Update($defs[key], {}, { $id: key }) };
    }, {});
    return _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Memory.Create */ .c.Create({ ['~kind']: 'Cyclic' }, { $defs: defs, $ref }, options);
}
// ------------------------------------------------------------------
// Guard
// ------------------------------------------------------------------
/** Returns true if the given value is a TCyclic. */
function IsCyclic(value) {
    return (0,_schema_mjs__WEBPACK_IMPORTED_MODULE_2__/* .IsKind */ .n)(value, 'Cyclic');
}
// ------------------------------------------------------------------
// Options
// ------------------------------------------------------------------
/** Extracts options from a TCyclic. */
function CyclicOptions(type) {
    return Memory.Discard(type, ['~kind', '$defs', '$ref']);
}


/***/ }),

/***/ 4530:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ IsDeferred),
/* harmony export */   c: () => (/* binding */ Deferred)
/* harmony export */ });
/* harmony import */ var _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7062);
/* harmony import */ var _schema_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8122);


// ------------------------------------------------------------------
// Factory
// ------------------------------------------------------------------
/** Creates a Deferred action. */
function Deferred(action, parameters, options) {
    return _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Memory.Create */ .c.Create({ '~kind': 'Deferred' }, { type: 'deferred', action, parameters, options }, {});
}
// ------------------------------------------------------------------
// Guard
// ------------------------------------------------------------------
/** Returns true if the given value is a TDeferred. */
function IsDeferred(value) {
    return (0,_schema_mjs__WEBPACK_IMPORTED_MODULE_1__/* .IsKind */ .n)(value, 'Deferred');
}


/***/ }),

/***/ 8712:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G3: () => (/* binding */ DependentOptions),
/* harmony export */   oZ: () => (/* binding */ IsDependent),
/* harmony export */   qi: () => (/* binding */ Dependent)
/* harmony export */ });
/* harmony import */ var _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7062);
/* harmony import */ var _schema_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8122);
// deno-fmt-ignore-file


// ------------------------------------------------------------------
// Factory
// ------------------------------------------------------------------
/** Creates a Dependent type */
function Dependent(if_, then_, else_, options = {}) {
    return _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Memory.Create */ .c.Create({ '~kind': 'Dependent' }, { if: if_, then: then_, else: else_ }, options);
}
// ------------------------------------------------------------------
// Guard
// ------------------------------------------------------------------
/** Returns true if the given value is TDependent. */
function IsDependent(value) {
    return (0,_schema_mjs__WEBPACK_IMPORTED_MODULE_1__/* .IsKind */ .n)(value, 'Dependent');
}
// ------------------------------------------------------------------
// Options
// ------------------------------------------------------------------
/** Extracts options from a IsDependent. */
function DependentOptions(type) {
    return _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Memory.Discard */ .c.Discard(type, ['~kind', 'if', 'then', 'else']);
}


/***/ }),

/***/ 8903:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  gp: () => (/* binding */ Enum),
  Kk: () => (/* binding */ IsEnum),
  dW: () => (/* binding */ IsEnumValue)
});

// EXTERNAL MODULE: ./node_modules/typebox/build/guard/guard.mjs + 2 modules
var guard = __webpack_require__(8642);
// EXTERNAL MODULE: ./node_modules/typebox/build/system/memory/index.mjs + 9 modules
var memory = __webpack_require__(7062);
// EXTERNAL MODULE: ./node_modules/typebox/build/type/types/schema.mjs
var schema = __webpack_require__(8122);
;// CONCATENATED MODULE: ./node_modules/typebox/build/type/engine/enum/typescript_enum_to_enum_values.mjs
// deno-fmt-ignore-file

function IsTypeScriptEnumLike(value) {
    return guard.IsObjectNotArray(value);
}
function TypeScriptEnumToEnumValues(type) {
    const keys = guard.Keys(type).filter((key) => isNaN(key));
    return keys.reduce((result, key) => [...result, type[key]], []);
}

;// CONCATENATED MODULE: ./node_modules/typebox/build/type/types/enum.mjs
// deno-fmt-ignore-file





/** Returns true if the given value is a EnumValue */
function IsEnumValue(value) {
    return guard.IsString(value) || guard.IsNumber(value);
}
/** Creates an Enum type. */
function Enum(value, options) {
    const values = IsTypeScriptEnumLike(value) ? TypeScriptEnumToEnumValues(value) : value;
    return memory/* Memory.Create */.c.Create({ '~kind': 'Enum' }, { enum: values }, options);
}
// ------------------------------------------------------------------
// Guard
// ------------------------------------------------------------------
/** Returns true if the given value is a TEnum. */
function IsEnum(value) {
    return (0,schema/* IsKind */.n)(value, 'Enum');
}


/***/ }),

/***/ 6951:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ns: () => (/* binding */ FunctionOptions),
/* harmony export */   RV: () => (/* binding */ _Function_),
/* harmony export */   hg: () => (/* binding */ IsFunction),
/* harmony export */   zt: () => (/* binding */ _Function_)
/* harmony export */ });
/* harmony import */ var _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7062);
/* harmony import */ var _schema_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8122);
// deno-fmt-ignore-file


// ------------------------------------------------------------------
// Factory
// ------------------------------------------------------------------
/** Creates a Function type. */
function _Function_(parameters, returnType, options = {}) {
    return _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Memory.Create */ .c.Create({ ['~kind']: 'Function' }, { type: 'function', parameters, returnType }, options);
}
 // Prevent Collision With Global Scope
// ------------------------------------------------------------------
// Guard
// ------------------------------------------------------------------
/** Returns true if the given value is TFunction. */
function IsFunction(value) {
    return (0,_schema_mjs__WEBPACK_IMPORTED_MODULE_1__/* .IsKind */ .n)(value, 'Function');
}
// ------------------------------------------------------------------
// Options
// ------------------------------------------------------------------
/** Extracts options from a TFunction. */
function FunctionOptions(type) {
    return _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Memory.Discard */ .c.Discard(type, ['~kind', 'type', 'parameters', 'returnType']);
}


/***/ }),

/***/ 3778:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ IsGeneric),
/* harmony export */   c: () => (/* binding */ Generic)
/* harmony export */ });
/* harmony import */ var _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7062);
/* harmony import */ var _types_schema_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8122);
// deno-fmt-ignore-file


// ------------------------------------------------------------------
// Type
// ------------------------------------------------------------------
/** Creates a Generic type. */
function Generic(parameters, expression) {
    return _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Memory.Create */ .c.Create({ '~kind': 'Generic' }, { type: 'generic', parameters, expression });
}
// ------------------------------------------------------------------
// Guard
// ------------------------------------------------------------------
/** Returns true if the given value is a TGeneric. */
function IsGeneric(value) {
    return (0,_types_schema_mjs__WEBPACK_IMPORTED_MODULE_1__/* .IsKind */ .n)(value, 'Generic');
}


/***/ }),

/***/ 4262:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   g: () => (/* binding */ Identifier),
/* harmony export */   o: () => (/* binding */ IsIdentifier)
/* harmony export */ });
/* harmony import */ var _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7062);
/* harmony import */ var _types_schema_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8122);
// deno-fmt-ignore-file


// ------------------------------------------------------------------
// Factory
// ------------------------------------------------------------------
/** Creates an Identifier. */
function Identifier(name) {
    return _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Memory.Create */ .c.Create({ '~kind': 'Identifier' }, { name });
}
// ------------------------------------------------------------------
// Guard
// ------------------------------------------------------------------
/** Returns true if the given value is a TIdentifier. */
function IsIdentifier(value) {
    return (0,_types_schema_mjs__WEBPACK_IMPORTED_MODULE_1__/* .IsKind */ .n)(value, 'Identifier');
}


/***/ }),

/***/ 1309:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $p: () => (/* reexport safe */ _integer_mjs__WEBPACK_IMPORTED_MODULE_19__.$p),
/* harmony export */   $r: () => (/* reexport safe */ _unknown_mjs__WEBPACK_IMPORTED_MODULE_25__.$),
/* harmony export */   Bo: () => (/* reexport safe */ _record_mjs__WEBPACK_IMPORTED_MODULE_30__.Bo),
/* harmony export */   DO: () => (/* reexport safe */ _constructor_mjs__WEBPACK_IMPORTED_MODULE_10__.DO),
/* harmony export */   Df: () => (/* reexport safe */ _never_mjs__WEBPACK_IMPORTED_MODULE_22__.Df),
/* harmony export */   Dn: () => (/* reexport safe */ _template_literal_mjs__WEBPACK_IMPORTED_MODULE_35__.Dn),
/* harmony export */   EU: () => (/* reexport safe */ _call_mjs__WEBPACK_IMPORTED_MODULE_9__.EU),
/* harmony export */   EY: () => (/* reexport safe */ _record_mjs__WEBPACK_IMPORTED_MODULE_30__.EY),
/* harmony export */   Ef: () => (/* reexport safe */ _null_mjs__WEBPACK_IMPORTED_MODULE_23__.E),
/* harmony export */   FS: () => (/* reexport safe */ _any_mjs__WEBPACK_IMPORTED_MODULE_5__.F),
/* harmony export */   IP: () => (/* reexport safe */ _string_mjs__WEBPACK_IMPORTED_MODULE_34__.IP),
/* harmony export */   Kk: () => (/* reexport safe */ _enum_mjs__WEBPACK_IMPORTED_MODULE_13__.Kk),
/* harmony export */   LO: () => (/* reexport safe */ _record_mjs__WEBPACK_IMPORTED_MODULE_30__.LO),
/* harmony export */   LV: () => (/* reexport safe */ _literal_mjs__WEBPACK_IMPORTED_MODULE_21__.LV),
/* harmony export */   Lp: () => (/* reexport safe */ _codec_mjs__WEBPACK_IMPORTED_MODULE_0__.Lp),
/* harmony export */   Mx: () => (/* reexport safe */ _number_mjs__WEBPACK_IMPORTED_MODULE_24__.Mx),
/* harmony export */   N$: () => (/* reexport safe */ _literal_mjs__WEBPACK_IMPORTED_MODULE_21__.N$),
/* harmony export */   N9: () => (/* reexport safe */ _rest_mjs__WEBPACK_IMPORTED_MODULE_32__.N),
/* harmony export */   NI: () => (/* reexport safe */ _symbol_mjs__WEBPACK_IMPORTED_MODULE_26__.N),
/* harmony export */   Nb: () => (/* reexport safe */ _infer_mjs__WEBPACK_IMPORTED_MODULE_18__.N),
/* harmony export */   O3: () => (/* reexport safe */ _array_mjs__WEBPACK_IMPORTED_MODULE_6__.O3),
/* harmony export */   PN: () => (/* reexport safe */ _tuple_mjs__WEBPACK_IMPORTED_MODULE_37__.PN),
/* harmony export */   Pr: () => (/* reexport safe */ _union_mjs__WEBPACK_IMPORTED_MODULE_39__.gP),
/* harmony export */   QS: () => (/* reexport safe */ _array_mjs__WEBPACK_IMPORTED_MODULE_6__.QS),
/* harmony export */   Qf: () => (/* reexport safe */ _string_mjs__WEBPACK_IMPORTED_MODULE_34__.Qf),
/* harmony export */   Qn: () => (/* reexport safe */ _array_mjs__WEBPACK_IMPORTED_MODULE_6__.Qn),
/* harmony export */   Qw: () => (/* reexport safe */ _bigint_mjs__WEBPACK_IMPORTED_MODULE_7__.Qw),
/* harmony export */   R1: () => (/* reexport safe */ _undefined_mjs__WEBPACK_IMPORTED_MODULE_38__.R),
/* harmony export */   RK: () => (/* reexport safe */ _this_mjs__WEBPACK_IMPORTED_MODULE_36__.R),
/* harmony export */   RV: () => (/* reexport safe */ _function_mjs__WEBPACK_IMPORTED_MODULE_14__.RV),
/* harmony export */   Ti: () => (/* reexport safe */ _void_mjs__WEBPACK_IMPORTED_MODULE_41__.T),
/* harmony export */   Uv: () => (/* reexport safe */ _null_mjs__WEBPACK_IMPORTED_MODULE_23__.U),
/* harmony export */   Wy: () => (/* reexport safe */ _literal_mjs__WEBPACK_IMPORTED_MODULE_21__.Wy),
/* harmony export */   X$: () => (/* reexport safe */ _optional_mjs__WEBPACK_IMPORTED_MODULE_2__.X),
/* harmony export */   Yi: () => (/* reexport safe */ _schema_mjs__WEBPACK_IMPORTED_MODULE_33__.Y),
/* harmony export */   Yq: () => (/* reexport safe */ _intersect_mjs__WEBPACK_IMPORTED_MODULE_20__.Yq),
/* harmony export */   ZV: () => (/* reexport safe */ _constructor_mjs__WEBPACK_IMPORTED_MODULE_10__.ZV),
/* harmony export */   Zs: () => (/* reexport safe */ _literal_mjs__WEBPACK_IMPORTED_MODULE_21__.Zs),
/* harmony export */   Zt: () => (/* reexport safe */ _record_mjs__WEBPACK_IMPORTED_MODULE_30__.Zt),
/* harmony export */   Zx: () => (/* reexport safe */ _boolean_mjs__WEBPACK_IMPORTED_MODULE_8__.Z),
/* harmony export */   av: () => (/* reexport safe */ _object_mjs__WEBPACK_IMPORTED_MODULE_27__.av),
/* harmony export */   cQ: () => (/* reexport safe */ _bigint_mjs__WEBPACK_IMPORTED_MODULE_7__.cQ),
/* harmony export */   cZ: () => (/* reexport safe */ _record_mjs__WEBPACK_IMPORTED_MODULE_30__.cZ),
/* harmony export */   c_: () => (/* reexport safe */ _cyclic_mjs__WEBPACK_IMPORTED_MODULE_11__.c_),
/* harmony export */   ck: () => (/* reexport safe */ _generic_mjs__WEBPACK_IMPORTED_MODULE_15__.c),
/* harmony export */   gP: () => (/* reexport safe */ _literal_mjs__WEBPACK_IMPORTED_MODULE_21__.gP),
/* harmony export */   gm: () => (/* reexport safe */ _template_literal_mjs__WEBPACK_IMPORTED_MODULE_35__.gm),
/* harmony export */   gw: () => (/* reexport safe */ _identifier_mjs__WEBPACK_IMPORTED_MODULE_16__.g),
/* harmony export */   hg: () => (/* reexport safe */ _function_mjs__WEBPACK_IMPORTED_MODULE_14__.hg),
/* harmony export */   "in": () => (/* reexport safe */ _ref_mjs__WEBPACK_IMPORTED_MODULE_31__.i),
/* harmony export */   jw: () => (/* reexport safe */ _void_mjs__WEBPACK_IMPORTED_MODULE_41__.j),
/* harmony export */   jz: () => (/* reexport safe */ _integer_mjs__WEBPACK_IMPORTED_MODULE_19__.jz),
/* harmony export */   kH: () => (/* reexport safe */ _parameter_mjs__WEBPACK_IMPORTED_MODULE_28__.k),
/* harmony export */   mS: () => (/* reexport safe */ _record_mjs__WEBPACK_IMPORTED_MODULE_30__.mS),
/* harmony export */   my: () => (/* reexport safe */ _union_mjs__WEBPACK_IMPORTED_MODULE_39__.my),
/* harmony export */   nH: () => (/* reexport safe */ _symbol_mjs__WEBPACK_IMPORTED_MODULE_26__.n),
/* harmony export */   oS: () => (/* reexport safe */ _ref_mjs__WEBPACK_IMPORTED_MODULE_31__.o),
/* harmony export */   oo: () => (/* reexport safe */ _intersect_mjs__WEBPACK_IMPORTED_MODULE_20__.oo),
/* harmony export */   oz: () => (/* reexport safe */ _record_mjs__WEBPACK_IMPORTED_MODULE_30__.oz),
/* harmony export */   ps: () => (/* reexport safe */ _never_mjs__WEBPACK_IMPORTED_MODULE_22__.ps),
/* harmony export */   qh: () => (/* reexport safe */ _record_mjs__WEBPACK_IMPORTED_MODULE_30__.ZV),
/* harmony export */   qi: () => (/* reexport safe */ _dependent_mjs__WEBPACK_IMPORTED_MODULE_17__.qi),
/* harmony export */   rK: () => (/* reexport safe */ _undefined_mjs__WEBPACK_IMPORTED_MODULE_38__.r),
/* harmony export */   rd: () => (/* reexport safe */ _tuple_mjs__WEBPACK_IMPORTED_MODULE_37__.rd),
/* harmony export */   uS: () => (/* reexport safe */ _literal_mjs__WEBPACK_IMPORTED_MODULE_21__.uS),
/* harmony export */   v8: () => (/* reexport safe */ _boolean_mjs__WEBPACK_IMPORTED_MODULE_8__.v),
/* harmony export */   wN: () => (/* reexport safe */ _number_mjs__WEBPACK_IMPORTED_MODULE_24__.wN),
/* harmony export */   wS: () => (/* reexport safe */ _object_mjs__WEBPACK_IMPORTED_MODULE_27__.wS)
/* harmony export */ });
/* harmony import */ var _codec_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4156);
/* harmony import */ var _immutable_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6214);
/* harmony import */ var _optional_mjs__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(214);
/* harmony import */ var _readonly_mjs__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3288);
/* harmony import */ var _refine_mjs__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8697);
/* harmony import */ var _any_mjs__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(4935);
/* harmony import */ var _array_mjs__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(7894);
/* harmony import */ var _bigint_mjs__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(7626);
/* harmony import */ var _boolean_mjs__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(7957);
/* harmony import */ var _call_mjs__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(4759);
/* harmony import */ var _constructor_mjs__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(8197);
/* harmony import */ var _cyclic_mjs__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(330);
/* harmony import */ var _deferred_mjs__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(4530);
/* harmony import */ var _enum_mjs__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(8903);
/* harmony import */ var _function_mjs__WEBPACK_IMPORTED_MODULE_14__ = __webpack_require__(6951);
/* harmony import */ var _generic_mjs__WEBPACK_IMPORTED_MODULE_15__ = __webpack_require__(3778);
/* harmony import */ var _identifier_mjs__WEBPACK_IMPORTED_MODULE_16__ = __webpack_require__(4262);
/* harmony import */ var _dependent_mjs__WEBPACK_IMPORTED_MODULE_17__ = __webpack_require__(8712);
/* harmony import */ var _infer_mjs__WEBPACK_IMPORTED_MODULE_18__ = __webpack_require__(5889);
/* harmony import */ var _integer_mjs__WEBPACK_IMPORTED_MODULE_19__ = __webpack_require__(4247);
/* harmony import */ var _intersect_mjs__WEBPACK_IMPORTED_MODULE_20__ = __webpack_require__(9270);
/* harmony import */ var _literal_mjs__WEBPACK_IMPORTED_MODULE_21__ = __webpack_require__(0);
/* harmony import */ var _never_mjs__WEBPACK_IMPORTED_MODULE_22__ = __webpack_require__(9139);
/* harmony import */ var _null_mjs__WEBPACK_IMPORTED_MODULE_23__ = __webpack_require__(6316);
/* harmony import */ var _number_mjs__WEBPACK_IMPORTED_MODULE_24__ = __webpack_require__(4400);
/* harmony import */ var _unknown_mjs__WEBPACK_IMPORTED_MODULE_25__ = __webpack_require__(7191);
/* harmony import */ var _symbol_mjs__WEBPACK_IMPORTED_MODULE_26__ = __webpack_require__(7111);
/* harmony import */ var _object_mjs__WEBPACK_IMPORTED_MODULE_27__ = __webpack_require__(982);
/* harmony import */ var _parameter_mjs__WEBPACK_IMPORTED_MODULE_28__ = __webpack_require__(7224);
/* harmony import */ var _properties_mjs__WEBPACK_IMPORTED_MODULE_29__ = __webpack_require__(4280);
/* harmony import */ var _record_mjs__WEBPACK_IMPORTED_MODULE_30__ = __webpack_require__(8848);
/* harmony import */ var _ref_mjs__WEBPACK_IMPORTED_MODULE_31__ = __webpack_require__(3042);
/* harmony import */ var _rest_mjs__WEBPACK_IMPORTED_MODULE_32__ = __webpack_require__(7137);
/* harmony import */ var _schema_mjs__WEBPACK_IMPORTED_MODULE_33__ = __webpack_require__(8122);
/* harmony import */ var _string_mjs__WEBPACK_IMPORTED_MODULE_34__ = __webpack_require__(7964);
/* harmony import */ var _template_literal_mjs__WEBPACK_IMPORTED_MODULE_35__ = __webpack_require__(4125);
/* harmony import */ var _this_mjs__WEBPACK_IMPORTED_MODULE_36__ = __webpack_require__(1263);
/* harmony import */ var _tuple_mjs__WEBPACK_IMPORTED_MODULE_37__ = __webpack_require__(2023);
/* harmony import */ var _undefined_mjs__WEBPACK_IMPORTED_MODULE_38__ = __webpack_require__(1421);
/* harmony import */ var _union_mjs__WEBPACK_IMPORTED_MODULE_39__ = __webpack_require__(1520);
/* harmony import */ var _unsafe_mjs__WEBPACK_IMPORTED_MODULE_40__ = __webpack_require__(5557);
/* harmony import */ var _void_mjs__WEBPACK_IMPORTED_MODULE_41__ = __webpack_require__(5129);
// ------------------------------------------------------------------
// Extensions
// ------------------------------------------------------------------





// ------------------------------------------------------------------
// Standard
// ------------------------------------------------------------------










































/***/ }),

/***/ 5889:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N: () => (/* binding */ Infer),
/* harmony export */   t: () => (/* binding */ IsInfer)
/* harmony export */ });
/* harmony import */ var _system_arguments_index_mjs__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7565);
/* harmony import */ var _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7062);
/* harmony import */ var _types_schema_mjs__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8122);
/* harmony import */ var _types_unknown_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7191);
// deno-fmt-ignore-file




/** Creates an Infer instruction. */
function Infer(...args) {
    const [name, extends_] = _system_arguments_index_mjs__WEBPACK_IMPORTED_MODULE_2__.Match(args, {
        2: (name, extends_) => [name, extends_, extends_],
        1: (name) => [name, (0,_types_unknown_mjs__WEBPACK_IMPORTED_MODULE_1__/* .Unknown */ .$)(), (0,_types_unknown_mjs__WEBPACK_IMPORTED_MODULE_1__/* .Unknown */ .$)()],
    });
    return _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Memory.Create */ .c.Create({ ['~kind']: 'Infer' }, { type: 'infer', name, extends: extends_ }, {});
}
// ------------------------------------------------------------------
// Guard
// ------------------------------------------------------------------
/** Returns true if the given value is TInfer. */
function IsInfer(value) {
    return (0,_types_schema_mjs__WEBPACK_IMPORTED_MODULE_3__/* .IsKind */ .n)(value, 'Infer');
}


/***/ }),

/***/ 4247:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $p: () => (/* binding */ IsInteger),
/* harmony export */   NU: () => (/* binding */ IntegerPattern),
/* harmony export */   jz: () => (/* binding */ Integer)
/* harmony export */ });
/* harmony import */ var _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7062);
/* harmony import */ var _schema_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8122);
// deno-fmt-ignore-file


// ------------------------------------------------------------------
// Pattern
// ------------------------------------------------------------------
const IntegerPattern = '-?(?:0|[1-9][0-9]*)';
// ------------------------------------------------------------------
// Factory
// ------------------------------------------------------------------
/** Creates a Integer type. */
function Integer(options) {
    return _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Memory.Create */ .c.Create({ '~kind': 'Integer' }, { type: 'integer' }, options);
}
// ------------------------------------------------------------------
// Guard
// ------------------------------------------------------------------
/** Returns true if the given value is TInteger. */
function IsInteger(value) {
    return (0,_schema_mjs__WEBPACK_IMPORTED_MODULE_1__/* .IsKind */ .n)(value, 'Integer');
}


/***/ }),

/***/ 9270:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O: () => (/* binding */ IntersectOptions),
/* harmony export */   Yq: () => (/* binding */ IsIntersect),
/* harmony export */   oo: () => (/* binding */ Intersect)
/* harmony export */ });
/* harmony import */ var _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7062);
/* harmony import */ var _schema_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8122);
// deno-fmt-ignore-file


// ------------------------------------------------------------------
// Factory
// ------------------------------------------------------------------
/** Creates a Intersect type. */
function Intersect(types, options = {}) {
    return _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Memory.Create */ .c.Create({ '~kind': 'Intersect' }, { allOf: types }, options);
}
// ------------------------------------------------------------------
// Guard
// ------------------------------------------------------------------
/** Returns true if the given value is TIntersect. */
function IsIntersect(value) {
    return (0,_schema_mjs__WEBPACK_IMPORTED_MODULE_1__/* .IsKind */ .n)(value, 'Intersect');
}
// ------------------------------------------------------------------
// Options
// ------------------------------------------------------------------
/** Extracts options from a TIntersect. */
function IntersectOptions(type) {
    return _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Memory.Discard */ .c.Discard(type, ['~kind', 'allOf']);
}


/***/ }),

/***/ 0:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   LV: () => (/* binding */ IsLiteralNumber),
/* harmony export */   N$: () => (/* binding */ IsLiteralBigInt),
/* harmony export */   Wy: () => (/* binding */ IsLiteralBoolean),
/* harmony export */   Zs: () => (/* binding */ IsLiteralString),
/* harmony export */   fJ: () => (/* binding */ IsLiteralValue),
/* harmony export */   gP: () => (/* binding */ IsLiteral),
/* harmony export */   uS: () => (/* binding */ Literal)
/* harmony export */ });
/* unused harmony exports InvalidLiteralValue, LiteralTypeName */
/* harmony import */ var _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7062);
/* harmony import */ var _guard_index_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8642);
/* harmony import */ var _schema_mjs__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8122);
// deno-fmt-ignore-file



// ------------------------------------------------------------------
// InvalidLiteralValue
// ------------------------------------------------------------------
class InvalidLiteralValue extends Error {
    constructor(value) {
        super(`Invalid Literal value`);
        Object.defineProperty(this, 'cause', {
            value: { value },
            writable: false,
            configurable: false,
            enumerable: false
        });
    }
}
function LiteralTypeName(value) {
    return (_guard_index_mjs__WEBPACK_IMPORTED_MODULE_1__.IsBigInt(value) ? 'bigint' :
        _guard_index_mjs__WEBPACK_IMPORTED_MODULE_1__.IsBoolean(value) ? 'boolean' :
            _guard_index_mjs__WEBPACK_IMPORTED_MODULE_1__.IsNumber(value) ? 'number' :
                _guard_index_mjs__WEBPACK_IMPORTED_MODULE_1__.IsString(value) ? 'string' :
                    (() => { throw new InvalidLiteralValue(value); })());
}
// ------------------------------------------------------------------
// Factory
// ------------------------------------------------------------------
/** Creates a Literal type. */
function Literal(value, options) {
    return _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Memory.Create */ .c.Create({ '~kind': 'Literal' }, { type: LiteralTypeName(value), const: value }, options);
}
// ------------------------------------------------------------------
// Guards
// ------------------------------------------------------------------
/** Returns true if the given value is a TLiteralValue. */
function IsLiteralValue(value) {
    return _guard_index_mjs__WEBPACK_IMPORTED_MODULE_1__.IsBigInt(value)
        || _guard_index_mjs__WEBPACK_IMPORTED_MODULE_1__.IsBoolean(value)
        || _guard_index_mjs__WEBPACK_IMPORTED_MODULE_1__.IsNumber(value)
        || _guard_index_mjs__WEBPACK_IMPORTED_MODULE_1__.IsString(value);
}
/** Returns true if the given value is TLiteral<bigint>. */
function IsLiteralBigInt(value) {
    return IsLiteral(value) && _guard_index_mjs__WEBPACK_IMPORTED_MODULE_1__.IsBigInt(value.const);
}
/** Returns true if the given value is TLiteral<boolean>. */
function IsLiteralBoolean(value) {
    return IsLiteral(value) && _guard_index_mjs__WEBPACK_IMPORTED_MODULE_1__.IsBoolean(value.const);
}
/** Returns true if the given value is TLiteral<number>. */
function IsLiteralNumber(value) {
    return IsLiteral(value) && _guard_index_mjs__WEBPACK_IMPORTED_MODULE_1__.IsNumber(value.const);
}
/** Returns true if the given value is TLiteral<string>. */
function IsLiteralString(value) {
    return IsLiteral(value) && _guard_index_mjs__WEBPACK_IMPORTED_MODULE_1__.IsString(value.const);
}
/** Returns true if the given value is TLiteral. */
function IsLiteral(value) {
    return (0,_schema_mjs__WEBPACK_IMPORTED_MODULE_2__/* .IsKind */ .n)(value, 'Literal');
}


/***/ }),

/***/ 9139:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Df: () => (/* binding */ IsNever),
/* harmony export */   ps: () => (/* binding */ Never),
/* harmony export */   rv: () => (/* binding */ NeverPattern)
/* harmony export */ });
/* harmony import */ var _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7062);
/* harmony import */ var _schema_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8122);
// deno-lint-ignore-file ban-types
// deno-fmt-ignore-file


// ------------------------------------------------------------------
// Pattern
// ------------------------------------------------------------------
const NeverPattern = '(?!)';
// ------------------------------------------------------------------
// Factory
// ------------------------------------------------------------------
/** Creates a Never type. */
function Never(options) {
    return _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Memory.Create */ .c.Create({ '~kind': 'Never' }, { not: {} }, options);
}
// ------------------------------------------------------------------
// Guard
// ------------------------------------------------------------------
/** Returns true if the given value is TNever. */
function IsNever(value) {
    return (0,_schema_mjs__WEBPACK_IMPORTED_MODULE_1__/* .IsKind */ .n)(value, 'Never');
}


/***/ }),

/***/ 6316:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ IsNull),
/* harmony export */   U: () => (/* binding */ Null)
/* harmony export */ });
/* harmony import */ var _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7062);
/* harmony import */ var _schema_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8122);
// deno-fmt-ignore-file


// ------------------------------------------------------------------
// Factory
// ------------------------------------------------------------------
/** Creates a Null type. */
function Null(options) {
    return _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Memory.Create */ .c.Create({ '~kind': 'Null' }, { type: 'null' }, options);
}
// ------------------------------------------------------------------
// Guard
// ------------------------------------------------------------------
/** Returns true if the given value is TNull. */
function IsNull(value) {
    return (0,_schema_mjs__WEBPACK_IMPORTED_MODULE_1__/* .IsKind */ .n)(value, 'Null');
}


/***/ }),

/***/ 4400:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Mx: () => (/* binding */ IsNumber),
/* harmony export */   Uy: () => (/* binding */ NumberPattern),
/* harmony export */   wN: () => (/* binding */ Number)
/* harmony export */ });
/* harmony import */ var _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7062);
/* harmony import */ var _schema_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8122);
// deno-fmt-ignore-file


// ------------------------------------------------------------------
// Pattern
// ------------------------------------------------------------------
const NumberPattern = '-?(?:0|[1-9][0-9]*)(?:\\.[0-9]+)?';
// ------------------------------------------------------------------
// Factory
// ------------------------------------------------------------------
/** Creates a Number type. */
function Number(options) {
    return _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Memory.Create */ .c.Create({ '~kind': 'Number' }, { type: 'number' }, options);
}
// ------------------------------------------------------------------
// Guard
// ------------------------------------------------------------------
/** Returns true if the given value is a TNumber. */
function IsNumber(value) {
    return (0,_schema_mjs__WEBPACK_IMPORTED_MODULE_1__/* .IsKind */ .n)(value, 'Number');
}


/***/ }),

/***/ 982:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   IO: () => (/* binding */ _Object_),
/* harmony export */   Un: () => (/* binding */ ObjectOptions),
/* harmony export */   av: () => (/* binding */ IsObject),
/* harmony export */   wS: () => (/* binding */ _Object_)
/* harmony export */ });
/* harmony import */ var _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7062);
/* harmony import */ var _schema_mjs__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8122);
/* harmony import */ var _properties_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4280);
// deno-fmt-ignore-file



// ------------------------------------------------------------------
// Factory
// ------------------------------------------------------------------
/** Creates an Object type. */
function _Object_(properties, options = {}) {
    const requiredKeys = (0,_properties_mjs__WEBPACK_IMPORTED_MODULE_1__/* .RequiredArray */ .tM)(properties);
    const required = requiredKeys.length > 0 ? { required: requiredKeys } : {};
    return _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Memory.Create */ .c.Create({ '~kind': 'Object' }, { type: 'object', ...required, properties }, options);
}
 // Prevent Collision With Global Scope
// ------------------------------------------------------------------
// Guard
// ------------------------------------------------------------------
/** Returns true if the given value is TObject. */
function IsObject(value) {
    return (0,_schema_mjs__WEBPACK_IMPORTED_MODULE_2__/* .IsKind */ .n)(value, 'Object');
}
// ------------------------------------------------------------------
// Options
// ------------------------------------------------------------------
/** Extracts options from a TObject. */
function ObjectOptions(type) {
    return _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Memory.Discard */ .c.Discard(type, ['~kind', 'type', 'properties', 'required']);
}


/***/ }),

/***/ 7224:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   a: () => (/* binding */ IsParameter),
/* harmony export */   k: () => (/* binding */ Parameter)
/* harmony export */ });
/* harmony import */ var _system_arguments_index_mjs__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7565);
/* harmony import */ var _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7062);
/* harmony import */ var _schema_mjs__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8122);
/* harmony import */ var _unknown_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7191);
// deno-fmt-ignore-file




/** Creates a Parameter type. */
function Parameter(...args) {
    const [name, extends_, equals] = _system_arguments_index_mjs__WEBPACK_IMPORTED_MODULE_2__.Match(args, {
        3: (name, extends_, equals) => [name, extends_, equals],
        2: (name, extends_) => [name, extends_, extends_],
        1: (name) => [name, (0,_unknown_mjs__WEBPACK_IMPORTED_MODULE_1__/* .Unknown */ .$)(), (0,_unknown_mjs__WEBPACK_IMPORTED_MODULE_1__/* .Unknown */ .$)()],
    });
    return _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Memory.Create */ .c.Create({ '~kind': 'Parameter' }, { name, extends: extends_, equals }, {});
}
// ------------------------------------------------------------------
// Guard
// ------------------------------------------------------------------
/** Returns true if the given value is TParameter. */
function IsParameter(value) {
    return (0,_schema_mjs__WEBPACK_IMPORTED_MODULE_3__/* .IsKind */ .n)(value, 'Parameter');
}


/***/ }),

/***/ 4280:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K4: () => (/* binding */ PropertyKeys),
/* harmony export */   o6: () => (/* binding */ PropertyValues),
/* harmony export */   tM: () => (/* binding */ RequiredArray)
/* harmony export */ });
/* harmony import */ var _guard_index_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8642);
/* harmony import */ var _optional_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(214);
// deno-fmt-ignore-file


/** Creates a RequiredArray derived from the given TProperties value. */
function RequiredArray(properties) {
    return _guard_index_mjs__WEBPACK_IMPORTED_MODULE_1__.Keys(properties).filter((key) => !(0,_optional_mjs__WEBPACK_IMPORTED_MODULE_0__/* .IsOptional */ .X)(properties[key]));
}
/** Extracts a tuple of keys from a TProperties value. */
function PropertyKeys(properties) {
    return _guard_index_mjs__WEBPACK_IMPORTED_MODULE_1__.Keys(properties);
}
/** Extracts a tuple of property values from a TProperties value. */
function PropertyValues(properties) {
    return _guard_index_mjs__WEBPACK_IMPORTED_MODULE_1__.Values(properties);
}


/***/ }),

/***/ 8848:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A8: () => (/* binding */ RecordFromPattern),
/* harmony export */   BX: () => (/* binding */ RecordPatternToType),
/* harmony export */   Bo: () => (/* binding */ RecordValue),
/* harmony export */   EY: () => (/* binding */ RecordPattern),
/* harmony export */   LO: () => (/* binding */ RecordDeferred),
/* harmony export */   VJ: () => (/* binding */ RecordKey),
/* harmony export */   ZV: () => (/* binding */ NumberKey),
/* harmony export */   Zt: () => (/* binding */ StringKey),
/* harmony export */   cZ: () => (/* binding */ IsRecord),
/* harmony export */   mS: () => (/* binding */ Record),
/* harmony export */   oz: () => (/* binding */ IntegerKey)
/* harmony export */ });
/* unused harmony export RecordOptions */
/* harmony import */ var _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7062);
/* harmony import */ var _guard_index_mjs__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(8642);
/* harmony import */ var _schema_mjs__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(8122);
/* harmony import */ var _integer_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4247);
/* harmony import */ var _number_mjs__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4400);
/* harmony import */ var _string_mjs__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7964);
/* harmony import */ var _deferred_mjs__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4530);
/* harmony import */ var _engine_template_literal_decode_mjs__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6233);
/* harmony import */ var _engine_record_record_create_mjs__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(5270);
/* harmony import */ var _engine_record_instantiate_mjs__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(9821);
// deno-fmt-ignore-file










const IntegerKey = `^${_integer_mjs__WEBPACK_IMPORTED_MODULE_1__/* .IntegerPattern */ .NU}$`;
const NumberKey = `^${_number_mjs__WEBPACK_IMPORTED_MODULE_2__/* .NumberPattern */ .Uy}$`;
const StringKey = `^${_string_mjs__WEBPACK_IMPORTED_MODULE_3__/* .StringPattern */ .wi}$`;
/** Represents a deferred Record action. */
function RecordDeferred(key, value, options = {}) {
    return (0,_deferred_mjs__WEBPACK_IMPORTED_MODULE_4__/* .Deferred */ .c)('Record', [key, value], options);
}
// -------------------------------------------------------------------
// Factory
// -------------------------------------------------------------------
/** Creates a Record type. */
function Record(key, value, options = {}) {
    return (0,_engine_record_instantiate_mjs__WEBPACK_IMPORTED_MODULE_7__/* .RecordAction */ .Q)(key, value, options);
}
// -------------------------------------------------------------------
// RecordFromPattern
// -------------------------------------------------------------------
/** Creates a Record type from regular expression pattern. */
function RecordFromPattern(pattern, value) {
    return (0,_engine_record_record_create_mjs__WEBPACK_IMPORTED_MODULE_6__/* .CreateRecord */ .o)(pattern, value);
}
/** Transforms a Record Pattern to a Type */
function RecordPatternToType(pattern) {
    const result = (_guard_index_mjs__WEBPACK_IMPORTED_MODULE_8__.IsEqual(pattern, StringKey) ? (0,_string_mjs__WEBPACK_IMPORTED_MODULE_3__/* .String */ .Qf)() :
        _guard_index_mjs__WEBPACK_IMPORTED_MODULE_8__.IsEqual(pattern, IntegerKey) ? (0,_integer_mjs__WEBPACK_IMPORTED_MODULE_1__/* .Integer */ .jz)() :
            _guard_index_mjs__WEBPACK_IMPORTED_MODULE_8__.IsEqual(pattern, NumberKey) ? (0,_number_mjs__WEBPACK_IMPORTED_MODULE_2__/* .Number */ .wN)() :
                (0,_engine_template_literal_decode_mjs__WEBPACK_IMPORTED_MODULE_5__/* .TemplateLiteralDecodeUnsafe */ .g)(pattern));
    return result;
}
/** Extracts the Pattern from a Record type */
function RecordPattern(type) {
    return _guard_index_mjs__WEBPACK_IMPORTED_MODULE_8__.Keys(type.patternProperties)[0];
}
/** Extracts the Key from a Record type */
function RecordKey(type) {
    const pattern = RecordPattern(type);
    const result = RecordPatternToType(pattern);
    return result;
}
/** Extracts the Value from a Record type */
function RecordValue(type) {
    return type.patternProperties[RecordPattern(type)];
}
// -------------------------------------------------------------------
// Guard
// -------------------------------------------------------------------
function IsRecord(value) {
    return (0,_schema_mjs__WEBPACK_IMPORTED_MODULE_9__/* .IsKind */ .n)(value, 'Record');
}
// -------------------------------------------------------------------
// Options
// -------------------------------------------------------------------
function RecordOptions(type) {
    return Memory.Discard(type, ['~kind', 'type', 'patternProperties']);
}


/***/ }),

/***/ 3042:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   i: () => (/* binding */ IsRef),
/* harmony export */   o: () => (/* binding */ Ref)
/* harmony export */ });
/* harmony import */ var _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7062);
/* harmony import */ var _schema_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8122);
// deno-lint-ignore-file no-explicit-any
// deno-fmt-ignore-file


// ------------------------------------------------------------------
// Factory
// ------------------------------------------------------------------
/** Creates a Ref type. */
function Ref(ref, options) {
    return _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Memory.Create */ .c.Create({ ['~kind']: 'Ref' }, { $ref: ref }, options);
}
// ------------------------------------------------------------------
// Guard
// ------------------------------------------------------------------
/** Returns true if the given value is TRef. */
function IsRef(value) {
    return (0,_schema_mjs__WEBPACK_IMPORTED_MODULE_1__/* .IsKind */ .n)(value, 'Ref');
}


/***/ }),

/***/ 7137:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ IsRest),
/* harmony export */   N: () => (/* binding */ Rest)
/* harmony export */ });
/* harmony import */ var _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7062);
/* harmony import */ var _types_schema_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8122);
// deno-fmt-ignore-file


// ------------------------------------------------------------------
// Type
// ------------------------------------------------------------------
/** Creates a Rest instruction type. */
function Rest(type) {
    return _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Memory.Create */ .c.Create({ '~kind': 'Rest' }, { type: 'rest', items: type }, {});
}
// ------------------------------------------------------------------
// Guard
// ------------------------------------------------------------------
/** Returns true if the given value is TRest. */
function IsRest(value) {
    return (0,_types_schema_mjs__WEBPACK_IMPORTED_MODULE_1__/* .IsKind */ .n)(value, 'Rest');
}


/***/ }),

/***/ 8122:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Y: () => (/* binding */ IsSchema),
/* harmony export */   n: () => (/* binding */ IsKind)
/* harmony export */ });
/* harmony import */ var _guard_index_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8642);
// deno-lint-ignore-file
// deno-fmt-ignore-file

// ------------------------------------------------------------------
// Kind
// ------------------------------------------------------------------
function IsKind(value, kind) {
    return _guard_index_mjs__WEBPACK_IMPORTED_MODULE_0__.IsObject(value) && _guard_index_mjs__WEBPACK_IMPORTED_MODULE_0__.HasPropertyKey(value, '~kind') && _guard_index_mjs__WEBPACK_IMPORTED_MODULE_0__.IsEqual(value["~kind"], kind);
}
// ------------------------------------------------------------------
// Guard
// ------------------------------------------------------------------
function IsSchema(value) {
    return _guard_index_mjs__WEBPACK_IMPORTED_MODULE_0__.IsObject(value);
}


/***/ }),

/***/ 7964:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   IP: () => (/* binding */ IsString),
/* harmony export */   Qf: () => (/* binding */ String),
/* harmony export */   wi: () => (/* binding */ StringPattern)
/* harmony export */ });
/* harmony import */ var _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7062);
/* harmony import */ var _schema_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8122);
// deno-lint-ignore-file
// deno-fmt-ignore-file


// ------------------------------------------------------------------
// StringPattern
// ------------------------------------------------------------------
const StringPattern = '.*';
// ------------------------------------------------------------------
// Factory
// ------------------------------------------------------------------
/** Creates a String type. */
function String(options) {
    return _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Memory.Create */ .c.Create({ '~kind': 'String' }, { type: 'string' }, options);
}
// ------------------------------------------------------------------
// Guard
// ------------------------------------------------------------------
/** Returns true if the given value is TString. */
function IsString(value) {
    return (0,_schema_mjs__WEBPACK_IMPORTED_MODULE_1__/* .IsKind */ .n)(value, 'String');
}


/***/ }),

/***/ 7111:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N: () => (/* binding */ Symbol),
/* harmony export */   n: () => (/* binding */ IsSymbol)
/* harmony export */ });
/* harmony import */ var _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7062);
/* harmony import */ var _schema_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8122);
// deno-fmt-ignore-file


// ------------------------------------------------------------------
// Factory
// ------------------------------------------------------------------
/** Creates a Symbol type. */
function Symbol(options) {
    return _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Memory.Create */ .c.Create({ '~kind': 'Symbol' }, { type: 'symbol' }, options);
}
// ------------------------------------------------------------------
// Guard
// ------------------------------------------------------------------
/** Returns true if the given value is TSymbol. */
function IsSymbol(value) {
    return (0,_schema_mjs__WEBPACK_IMPORTED_MODULE_1__/* .IsKind */ .n)(value, 'Symbol');
}


/***/ }),

/***/ 4125:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Dn: () => (/* binding */ TemplateLiteralDeferred),
/* harmony export */   gm: () => (/* binding */ IsTemplateLiteral),
/* harmony export */   k_: () => (/* binding */ TemplateLiteral),
/* harmony export */   vH: () => (/* binding */ IsTemplateLiteralDeferred)
/* harmony export */ });
/* unused harmony exports TemplateLiteralFromTypes, TemplateLiteralFromString */
/* harmony import */ var _system_system_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4480);
/* harmony import */ var _guard_index_mjs__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(8642);
/* harmony import */ var _schema_mjs__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8122);
/* harmony import */ var _deferred_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4530);
/* harmony import */ var _engine_patterns_template_mjs__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2332);
/* harmony import */ var _engine_template_literal_instantiate_mjs__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6317);
// deno-fmt-ignore-file
// deno-lint-ignore-file






/** Creates a deferred TemplateLiteral action. */
function TemplateLiteralDeferred(types, options = {}) {
    return (0,_deferred_mjs__WEBPACK_IMPORTED_MODULE_1__/* .Deferred */ .c)('TemplateLiteral', [types], options);
}
/** Returns true if this value is a deferred Interface action. */
function IsTemplateLiteralDeferred(value) {
    return (0,_schema_mjs__WEBPACK_IMPORTED_MODULE_4__/* .IsSchema */ .Y)(value)
        && _guard_index_mjs__WEBPACK_IMPORTED_MODULE_5__.HasPropertyKey(value, 'action')
        && _guard_index_mjs__WEBPACK_IMPORTED_MODULE_5__.IsEqual(value.action, 'TemplateLiteral');
}
function TemplateLiteralFromTypes(types) {
    return (0,_engine_template_literal_instantiate_mjs__WEBPACK_IMPORTED_MODULE_3__/* .TemplateLiteralAction */ .k)(types, {});
}
function TemplateLiteralFromString(template) {
    const types = (0,_engine_patterns_template_mjs__WEBPACK_IMPORTED_MODULE_2__/* .ParseTemplateIntoTypes */ .F)(template);
    return TemplateLiteralFromTypes(types);
}
/** Creates a TemplateLiteral type. */
function TemplateLiteral(input, options = {}) {
    const type = _guard_index_mjs__WEBPACK_IMPORTED_MODULE_5__.IsString(input) ? TemplateLiteralFromString(input) : TemplateLiteralFromTypes(input);
    return _system_system_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Memory.Update */ .ce.Update(type, {}, options);
}
// ------------------------------------------------------------------
// Guard
// ------------------------------------------------------------------
/** Returns true if the given value is TTemplateLiteral. */
function IsTemplateLiteral(value) {
    return (0,_schema_mjs__WEBPACK_IMPORTED_MODULE_4__/* .IsKind */ .n)(value, 'TemplateLiteral');
}


/***/ }),

/***/ 1263:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ IsThis),
/* harmony export */   R: () => (/* binding */ This)
/* harmony export */ });
/* harmony import */ var _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7062);
/* harmony import */ var _schema_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8122);
// deno-fmt-ignore-file


// ------------------------------------------------------------------
// Factory
// ------------------------------------------------------------------
/** Creates a This type. */
function This(options) {
    return _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Memory.Create */ .c.Create({ ['~kind']: 'This' }, { $ref: '#' }, options);
}
// ------------------------------------------------------------------
// Guard
// ------------------------------------------------------------------
/** Returns true if the given value is TThis. */
function IsThis(value) {
    return (0,_schema_mjs__WEBPACK_IMPORTED_MODULE_1__/* .IsKind */ .n)(value, 'This');
}


/***/ }),

/***/ 2023:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DD: () => (/* binding */ TupleOptions),
/* harmony export */   PN: () => (/* binding */ IsTuple),
/* harmony export */   rd: () => (/* binding */ Tuple)
/* harmony export */ });
/* harmony import */ var _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7062);
/* harmony import */ var _schema_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8122);
// deno-fmt-ignore-file


// ------------------------------------------------------------------
// Factory
// ------------------------------------------------------------------
/** Creates a Tuple type. */
function Tuple(types, options = {}) {
    const [items, minItems, additionalItems] = [types, types.length, false];
    return _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Memory.Create */ .c.Create({ ['~kind']: 'Tuple' }, { type: 'array', additionalItems, items, minItems }, options);
}
// ------------------------------------------------------------------
// Guard
// ------------------------------------------------------------------
/** Returns true if the given value is TTuple. */
function IsTuple(value) {
    return (0,_schema_mjs__WEBPACK_IMPORTED_MODULE_1__/* .IsKind */ .n)(value, 'Tuple');
}
// ------------------------------------------------------------------
// Options
// ------------------------------------------------------------------
/** Extracts options from a TTuple. */
function TupleOptions(type) {
    return _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Memory.Discard */ .c.Discard(type, ['~kind', 'type', 'items', 'minItems', 'additionalItems']);
}


/***/ }),

/***/ 1421:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   R: () => (/* binding */ IsUndefined),
/* harmony export */   r: () => (/* binding */ Undefined)
/* harmony export */ });
/* harmony import */ var _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7062);
/* harmony import */ var _schema_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8122);
// deno-fmt-ignore-file


// ------------------------------------------------------------------
// Factory
// ------------------------------------------------------------------
/** Creates a Undefined type. */
function Undefined(options) {
    return _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Memory.Create */ .c.Create({ '~kind': 'Undefined' }, { type: 'undefined' }, options);
}
// ------------------------------------------------------------------
// Guard
// ------------------------------------------------------------------
/** Returns true if the given value is TUndefined. */
function IsUndefined(value) {
    return (0,_schema_mjs__WEBPACK_IMPORTED_MODULE_1__/* .IsKind */ .n)(value, 'Undefined');
}


/***/ }),

/***/ 1520:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ey: () => (/* binding */ UnionOptions),
/* harmony export */   gP: () => (/* binding */ Union),
/* harmony export */   my: () => (/* binding */ IsUnion)
/* harmony export */ });
/* harmony import */ var _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7062);
/* harmony import */ var _schema_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8122);
// deno-fmt-ignore-file


// ------------------------------------------------------------------
// Factory
// ------------------------------------------------------------------
/** Creates a Union type. */
function Union(anyOf, options = {}) {
    return _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Memory.Create */ .c.Create({ '~kind': 'Union' }, { anyOf }, options);
}
// ------------------------------------------------------------------
// Guard
// ------------------------------------------------------------------
/** Returns true if the given value is TUnion. */
function IsUnion(value) {
    return (0,_schema_mjs__WEBPACK_IMPORTED_MODULE_1__/* .IsKind */ .n)(value, 'Union');
}
// ------------------------------------------------------------------
// Options
// ------------------------------------------------------------------
/** Extracts options from a TUnion. */
function UnionOptions(type) {
    return _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Memory.Discard */ .c.Discard(type, ['~kind', 'anyOf']);
}


/***/ }),

/***/ 7191:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ Unknown),
/* harmony export */   f: () => (/* binding */ IsUnknown)
/* harmony export */ });
/* harmony import */ var _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7062);
/* harmony import */ var _schema_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8122);
// deno-fmt-ignore-file


// ------------------------------------------------------------------
// Factory
// ------------------------------------------------------------------
/** Creates an Unknown type. */
function Unknown(options) {
    return _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Memory.Create */ .c.Create({ ['~kind']: 'Unknown' }, {}, options);
}
// ------------------------------------------------------------------
// Guard
// ------------------------------------------------------------------
/** Returns true if the given value is TUnknown. */
function IsUnknown(value) {
    return (0,_schema_mjs__WEBPACK_IMPORTED_MODULE_1__/* .IsKind */ .n)(value, 'Unknown');
}


/***/ }),

/***/ 5557:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   T: () => (/* binding */ Unsafe),
/* harmony export */   h: () => (/* binding */ IsUnsafe)
/* harmony export */ });
/* harmony import */ var _guard_index_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8642);
/* harmony import */ var _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7062);
// deno-fmt-ignore-file
// deno-lint-ignore-file 


// ------------------------------------------------------------------
// Factory
// ------------------------------------------------------------------
/** Creates a Unsafe type. */
function Unsafe(schema) {
    return _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Memory.Update */ .c.Update(schema, { ['~unsafe']: null }, {});
}
// ------------------------------------------------------------------
// Guard
// ------------------------------------------------------------------
/** Returns true if the given value is TUnsafe. */
function IsUnsafe(value) {
    return _guard_index_mjs__WEBPACK_IMPORTED_MODULE_1__.IsObjectNotArray(value)
        && _guard_index_mjs__WEBPACK_IMPORTED_MODULE_1__.HasPropertyKey(value, '~unsafe')
        && _guard_index_mjs__WEBPACK_IMPORTED_MODULE_1__.IsNull(value['~unsafe']);
}


/***/ }),

/***/ 5129:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   T: () => (/* binding */ Void),
/* harmony export */   j: () => (/* binding */ IsVoid)
/* harmony export */ });
/* harmony import */ var _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7062);
/* harmony import */ var _schema_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8122);
// deno-fmt-ignore-file


// ------------------------------------------------------------------
// Factory
// ------------------------------------------------------------------
/** Creates a Void type. */
function Void(options) {
    return _system_memory_index_mjs__WEBPACK_IMPORTED_MODULE_0__/* .Memory.Create */ .c.Create({ '~kind': 'Void' }, { type: 'void' }, options);
}
// ------------------------------------------------------------------
// Guard
// ------------------------------------------------------------------
/** Returns true if the given value is TVoid. */
function IsVoid(value) {
    return (0,_schema_mjs__WEBPACK_IMPORTED_MODULE_1__/* .IsKind */ .n)(value, 'Void');
}


/***/ })

};
