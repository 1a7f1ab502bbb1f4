import { createHash } from 'node:crypto';
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';

/**
 * WebKitGTK's WebDriver has no console or page-error events (no BiDi), so the WebKit run sits this
 * proxy in front of the app: it puts a small collector at the top of every HTML page (allowed by its
 * hash in the page's own policy, which is otherwise passed on unchanged) that keeps page errors,
 * unhandled rejections and console errors in `window.__problems` for the run to read. Everything else
 * passes through untouched.
 */
const COLLECTOR =
  "(function(){var p=window.__problems=[];function t(v){try{return v&&v.message?(v.name||'Error')+': '+v.message:String(v)}catch(e){return 'unprintable'}}" +
  "addEventListener('error',function(e){if(e.target&&e.target!==window){return}p.push('pageerror: '+(e.message||t(e.error)))},true);" +
  "addEventListener('unhandledrejection',function(e){p.push('unhandledrejection: '+t(e.reason))});" +
  "addEventListener('securitypolicyviolation',function(e){p.push('csp: '+e.violatedDirective+' '+e.blockedURI)});" +
  "var c=console.error;console.error=function(){p.push('console: '+Array.prototype.map.call(arguments,t).join(' '));return c.apply(console,arguments)}})();";
const COLLECTOR_HASH = `'sha256-${createHash('sha256').update(COLLECTOR).digest('base64')}'`;

/** The page's policy with the collector's hash added to its script-src (or its default-src). */
export function allowCollector(policy: string): string {
  const directives = policy.split(';').map((d) => d.trim());
  const index = directives.findIndex((d) => d.startsWith('script-src ')) ;
  if (index >= 0) directives[index] = `${directives[index]} ${COLLECTOR_HASH}`;
  else directives.push(`script-src 'self' ${COLLECTOR_HASH}`);
  return directives.join('; ');
}

export function withCollector(html: string): string {
  return html.replace(/<head[^>]*>/i, (head) => `${head}<script>${COLLECTOR}</script>`);
}

/** Starts the proxy on `port`, in front of the app on `target` (http://127.0.0.1:PORT). */
export function startProblemProxy(port: number, target: string): Promise<Server> {
  const upstream = new URL(target);
  const server = createServer((incoming, outgoing) => {
    const headers: IncomingHttpHeaders = { ...incoming.headers, host: upstream.host, 'accept-encoding': 'identity' };
    const forward = request({ hostname: upstream.hostname, port: upstream.port, path: incoming.url, method: incoming.method, headers }, (answer) => {
      const isHtml = String(answer.headers['content-type'] ?? '').startsWith('text/html');
      if (!isHtml) {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
        return;
      }
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => {
        const body = withCollector(Buffer.concat(chunks).toString('utf8'));
        const policy = answer.headers['content-security-policy'];
        const { 'content-length': _length, etag: _etag, ...rest } = answer.headers;
        outgoing.writeHead(answer.statusCode ?? 502, {
          ...rest,
          ...(typeof policy === 'string' ? { 'content-security-policy': allowCollector(policy) } : {}),
          'content-length': Buffer.byteLength(body),
        });
        outgoing.end(body);
      });
    });
    forward.on('error', () => {
      if (!outgoing.headersSent) outgoing.writeHead(502);
      outgoing.end();
    });
    incoming.pipe(forward);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}
