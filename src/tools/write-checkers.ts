// Development step (`npm run generate`): writes the compiled checkers (see checkers-code.ts).
import fs from 'node:fs';
import { CHECKERS_MODULE, checkersModuleText } from './checkers-code.js';

fs.writeFileSync(process.argv[2] ?? CHECKERS_MODULE, checkersModuleText());
