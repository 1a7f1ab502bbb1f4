vcl 4.1;

# The edge in front of the city reader's instances (issue 26; docs/deploy.md). The same file serves
# `npm run serve:edge` and a deployment; "backends.vcl", written per deployment (scripts/serve-edge.ts
# writes one), declares the instances with their /healthz probes, adds them to `instances`, and
# names in `edge_pick_after_failure` the instance to try after each one.
#
# - A request that carries a reader's identity (token, Authorization or TGT header, the TGT cookie)
#   passes: never looked up, never stored. Everything else is shared.
# - Anonymous pages vary by language and by kind of browser only: both are normalised here to the
#   few values the app tells apart (core/engine/i18n pickLanguage; core/platform/bridge isChatAppBrowser).
# - The app's Cache-Control decides how long (s-maxage = EDGE_TTL); a kept page is served for up to a
#   day past that while a fresh one is fetched in the background, and when the instances or the
#   platform fail the stale page stays (the failed answer is abandoned, not stored).
# - A fetch from an instance that just stopped is tried again on the next one (backends.vcl's
#   edge_pick_after_failure names it).
# - Every answer says X-Cache: HIT or MISS.

import directors;
import std;

include "backends.vcl";

sub vcl_recv {
  set req.backend_hint = instances.backend();
  unset req.http.X-Reader-Agent;
  if (req.method != "GET" && req.method != "HEAD") {
    return (pass);
  }
  if (req.http.Authorization || req.http.token || req.http.TGT || req.http.Cookie ~ "(^|;\s*)TGT=[^;\s]") {
    set req.http.X-Edge-Pass = "identity";
    return (pass);
  }
  if (req.url ~ "^/healthz") {
    return (pass);
  }
  # No other cookie changes what the server sends.
  unset req.http.Cookie;
  # The kind of browser: the chat apps of spec 1 §4 (core/platform/bridge/chat-apps.ts CHAT_APPS).
  if (req.http.User-Agent ~ "(?i)micromessenger|weixin|\bqq/|mqqbrowser/(?!.*\btbs/)|alipayclient|alipay|weibo") {
    set req.http.X-Reader-Agent = "chat-app";
  } else {
    set req.http.X-Reader-Agent = "browser";
  }
  # The language: the first English or Chinese tag of Accept-Language (core/engine/i18n/i18n.ts pickLanguage).
  if (req.http.Accept-Language ~ "(?i)^\s*(?:[^,]*,\s*)*?(?:en(?=\s*(?:[-;,]|$))|zh)") {
    set req.http.X-Reader-Language = regsub(req.http.Accept-Language, "(?i)^\s*(?:[^,]*,\s*)*?(en(?=\s*(?:[-;,]|$))|zh(?:-(?:tw|hk|mo|hant))?).*$", "\1");
    if (req.http.X-Reader-Language ~ "(?i)^en") {
      set req.http.Accept-Language = "en";
    } elsif (req.http.X-Reader-Language ~ "-") {
      set req.http.Accept-Language = "zh-TW";
    } else {
      set req.http.Accept-Language = "zh-CN";
    }
    unset req.http.X-Reader-Language;
  } else {
    set req.http.Accept-Language = "zh-CN";
  }
  return (hash);
}

sub vcl_backend_response {
  # Kept past its TTL for a day: served while a fresh copy is fetched, and when the platform fails.
  set beresp.grace = 24h;
  # A failed answer in a background refresh is dropped: the page kept stays.
  if (bereq.is_bgfetch && (beresp.status >= 500 || beresp.http.X-Degraded)) {
    return (abandon);
  }
  if (beresp.http.X-Degraded) {
    set beresp.uncacheable = true;
    set beresp.ttl = 0s;
  }
  return (deliver);
}

sub vcl_backend_error {
  if (bereq.is_bgfetch) {
    return (abandon);
  }
  # An instance that just stopped (before its probe says so): the next one answers.
  if (bereq.retries < 2) {
    set bereq.http.X-Failed-Backend = beresp.backend;
    return (retry);
  }
}

sub vcl_backend_fetch {
  if (bereq.retries > 0) {
    call edge_pick_after_failure;
  }
  unset bereq.http.X-Failed-Backend;
}

sub vcl_deliver {
  if (obj.hits > 0) {
    set resp.http.X-Cache = "HIT";
  } else {
    set resp.http.X-Cache = "MISS";
  }
  unset resp.http.X-Degraded;
  unset resp.http.Via;
  unset resp.http.X-Varnish;
}
