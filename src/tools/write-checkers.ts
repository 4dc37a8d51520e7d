// Development step (`npm run generate`): writes the compiled checkers and the schema data (see checkers-code.ts).
import fs from 'node:fs';
import { CHECKERS_MODULE, checkersModuleText, SCHEMAS_MODULE, schemasModuleText } from './checkers-code.js';

fs.writeFileSync(CHECKERS_MODULE, checkersModuleText());
fs.writeFileSync(SCHEMAS_MODULE, schemasModuleText());
