import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { ProblemIssue } from '@museum-api/core';
import { isMuseumAdminError } from '@museum-api/mock';

/** A tool's success: a text summary first, for agents that read only text, then the structured content. */
export function toolSuccess(summary: string, structured?: object): CallToolResult {
  if (structured === undefined) return { content: [{ type: 'text', text: summary }] };
  return {
    content: [
      { type: 'text', text: summary },
      { type: 'text', text: JSON.stringify(structured) },
    ],
    structuredContent: structured as Record<string, unknown>,
  };
}

/** A tool's refusal as a result with `isError`, which the agent reads: what failed, then a line per field. */
export function toolError(message: string, fields: readonly ProblemIssue[] = []): CallToolResult {
  const lines = [message, ...fields.map((field) => `- ${field.path || '(input)'}: ${field.message}`)];
  // Text only: a client checks any structured content against the tool's output schema, which
  // describes its success.
  return { isError: true, content: [{ type: 'text', text: lines.join('\n') }] };
}

/** A thrown error as a tool's refusal: the admin API's problem details, else the error's message. */
export function toolErrorOf(error: unknown): CallToolResult {
  if (isMuseumAdminError(error)) {
    const { problem } = error;
    if (problem === undefined)
      return toolError(`The mock's admin API could not be reached: ${error.message}`);
    return toolError(
      `Refused with ${problem.status} (${problem.title}): ${problem.detail}`,
      problem.errors ?? [],
    );
  }
  return toolError(error instanceof Error ? error.message : String(error));
}

/** A one-line summary of a control's output: a list's length, or the object cut to a readable length. */
export function outputSummary(tool: string, output: unknown): string {
  if (output === undefined) return `${tool}: done`;
  if (Array.isArray(output)) return `${tool}: ${output.length} item${output.length === 1 ? '' : 's'}`;
  const text = JSON.stringify(output);
  return `${tool}: ${text.length > 200 ? `${text.slice(0, 200)}…` : text}`;
}
