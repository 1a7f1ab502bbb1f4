/** The probe and backend settings of each instance, for deploy/varnish/default.vcl's `include "backends.vcl"`. */
export function backendsVcl(ports: readonly number[], host = '127.0.0.1'): string {
  const backends = ports.map(
    (port, i) => `backend instance_${i} {
  .host = "${host}";
  .port = "${port}";
  .connect_timeout = 2s;
  .first_byte_timeout = 15s;
  .probe = healthz;
}`,
  );
  return `# Written by scripts/serve-edge.ts: one backend per instance, each probed on /healthz.
probe healthz {
  .request = "GET /healthz HTTP/1.1" "Host: ${host}" "Connection: close";
  .interval = 1s;
  .timeout = 2s;
  .window = 3;
  .threshold = 2;
  .initial = 2;
}
${backends.join('\n')}
sub vcl_init {
  new instances = directors.round_robin();
${ports.map((_, i) => `  instances.add_backend(instance_${i});`).join('\n')}
}
# After a failed fetch (an instance that just stopped, before its probe says so): the next instance.
sub edge_pick_after_failure {
${ports.map((_, i) => `  ${i === 0 ? 'if' : 'elsif'} (bereq.http.X-Failed-Backend == "instance_${i}") {\n    set bereq.backend = instance_${(i + 1) % ports.length};\n  }`).join('\n')}
}
`;
}
