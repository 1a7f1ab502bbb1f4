import { buildRequestFrame, isErrorFrame, parseResponseFrame } from './frames.ts';

/** A freshly signed websocket URL of the speech service and the app id to send (from the CMS). */
export interface SignedSpeechUrl {
  url: string;
  appId: string;
}

export interface SocketSessionEvents {
  /** The socket is open and the request frame sent. */
  onOpen(): void;
  /** One frame's Base64 audio, in order. */
  onAudio(audio: string): void;
  /** The last frame arrived (the socket is being closed). */
  onDone(): void;
  onFailed(reason: string): void;
}

export interface SocketSession {
  close(): void;
}

/**
 * One synthesis session (protocols.md §2.2–§2.3): open the signed URL, send the single request frame,
 * take audio frames until `status 2`, then close. A frame of the wrong shape is dropped and reported;
 * an error code is logged and the socket closed (spec 2 §8); a close before the last frame fails.
 */
export function openSocketSession(signed: SignedSpeechUrl, text: string, events: SocketSessionEvents): SocketSession {
  const socket = new WebSocket(signed.url);
  let settled = false;
  const settle = (outcome: () => void) => {
    if (settled) return;
    settled = true;
    outcome();
  };
  socket.addEventListener('open', () => {
    socket.send(JSON.stringify(buildRequestFrame(signed.appId, text)));
    events.onOpen();
  });
  socket.addEventListener('message', (event: MessageEvent<unknown>) => {
    if (settled) return;
    const parsed = parseResponseFrame(typeof event.data === 'string' ? event.data : '');
    if (!parsed.ok) {
      console.warn('[tts] frame dropped:', parsed.reason);
      return;
    }
    const { frame } = parsed;
    if (isErrorFrame(frame)) {
      console.error('[tts] speech service error', frame.code, frame.message, frame.sid);
      socket.close(1000);
      settle(() => events.onFailed(`speech service error ${frame.code}`));
      return;
    }
    if (frame.audio) events.onAudio(frame.audio);
    if (frame.last) {
      socket.close(1000);
      settle(() => events.onDone());
    }
  });
  // A refused handshake (401, 403) shows only as error then close 1006 (protocols.md §2.1).
  socket.addEventListener('close', (event) => settle(() => events.onFailed(`connection closed (${event.code}) before the last frame`)));
  return {
    close() {
      settled = true;
      if (socket.readyState === WebSocket.CONNECTING || socket.readyState === WebSocket.OPEN) socket.close(1000);
    },
  };
}
