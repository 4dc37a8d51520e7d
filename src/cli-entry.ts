#!/usr/bin/env node
import { main } from './cli.js';

const code = main(process.argv.slice(2), process.cwd(), (s) => process.stdout.write(s), (s) => process.stderr.write(s), process.stdout.isTTY === true);
process.exitCode = code;
