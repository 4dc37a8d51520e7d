// The tool's version, as package.json says (a test keeps the two in step).
export const VERSION = '1.0.0';
