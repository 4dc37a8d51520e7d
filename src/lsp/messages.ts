// What the client sends, read leniently: a body that is not JSON, or JSON that is no JSON-RPC
// message, gets the protocol's own error answer (ParseError, InvalidRequest) and is otherwise
// dropped, where the protocol library would only log it and leave the client waiting.

import { ErrorCodes, type Message, type MessageWriter } from 'vscode-languageserver/node.js';
import { isObject } from '../config/basics.js';

/** Stands for a dropped message: a `$/` notification without a handler is ignored, as the protocol says. */
const DROPPED: Message = { jsonrpc: '2.0', method: '$/component-config-check/dropped' } as Message;

export function tolerantJson(writer: MessageWriter) {
  const answer = (id: number | string | null, code: number, message: string): Message => {
    void writer.write({ jsonrpc: '2.0', id, error: { code, message } } as Message);
    return DROPPED;
  };
  return {
    name: 'application/json',
    async decode(bytes: Uint8Array, options: { charset: string }): Promise<Message> {
      let value: unknown;
      try {
        value = JSON.parse(new TextDecoder(options.charset, { fatal: true }).decode(bytes));
      } catch (error) {
        return answer(null, ErrorCodes.ParseError, `the message is not JSON text (${String(error)}); it was ignored`);
      }
      const id =
        isObject(value) && (typeof value['id'] === 'number' || typeof value['id'] === 'string') ? value['id'] : null;
      const message =
        isObject(value) &&
        value['jsonrpc'] === '2.0' &&
        (typeof value['method'] === 'string' || 'result' in value || 'error' in value);
      if (!message) {
        return answer(
          id,
          ErrorCodes.InvalidRequest,
          'the message is not a JSON-RPC 2.0 request, notification or response (an object with "jsonrpc": "2.0" and a "method"); it was ignored',
        );
      }
      return value as Message;
    },
  };
}
