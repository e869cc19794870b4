#!/usr/bin/env node
import { runMcpCommand } from './run-mcp-command.ts';

process.exitCode = await runMcpCommand(process.argv.slice(2));
