#!/usr/bin/env node
import { runVerifyCli } from './cli/run-verify-cli.ts';

process.exitCode = await runVerifyCli(process.argv.slice(2));
