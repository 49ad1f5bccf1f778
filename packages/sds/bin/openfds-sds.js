#!/usr/bin/env node
// Launcher: registers the tsx loader, then runs the TypeScript CLI. Works from any working directory.
import { register } from 'tsx/esm/api';

register();
const { main } = await import(new URL('../src/cli/main.ts', import.meta.url).href);
process.exitCode = await main(process.argv.slice(2));
