package io.github.stormmc.status;

import java.time.LocalTime;
import java.time.format.DateTimeFormatter;

/**
 * The frame shared by every page: inline CSS (no external resources), a header, and a small script that reloads the
 * page's {@code #content} every refresh period without losing the scroll position or opened stack traces.
 */
final class PageLayout {
    private static final DateTimeFormatter CLOCK = DateTimeFormatter.ofPattern("HH:mm:ss");

    private PageLayout() {
    }

    static String page(String title, String breadcrumbs, String content, int refreshSecs) {
        return "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
            + "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">"
            + "<title>" + Html.esc(title) + " · Storm-MC</title><style>" + CSS + "</style></head><body>"
            + "<header><a class=\"brand\" href=\"/\">Storm-MC</a><nav>" + breadcrumbs + "</nav>"
            + "<span class=\"live\"><span id=\"refresh-state\">updated " + LocalTime.now().format(CLOCK)
            + "</span> <button id=\"pause\" type=\"button\">pause</button></span></header>"
            + "<main id=\"content\">" + content + "</main>"
            + "<footer>Counts are exact totals since each executor started; rates and capacity cover the last "
            + refreshSecs + " s. JSON: <a href=\"/api/v1/topology/summary\">/api/v1/topology/summary</a></footer>"
            + "<script>" + script(refreshSecs) + "</script></body></html>";
    }

    private static String script(int refreshSecs) {
        return """
            (function () {
              var paused = false, state = document.getElementById('refresh-state');
              document.getElementById('pause').onclick = function () {
                paused = !paused; this.textContent = paused ? 'resume' : 'pause';
                state.textContent = paused ? 'paused' : 'resuming';
              };
              function two(n) { return (n < 10 ? '0' : '') + n; }
              function refresh() {
                if (paused) { return; }
                fetch(location.href, {cache: 'no-store'}).then(function (r) {
                  if (!r.ok) { throw new Error('HTTP ' + r.status); }
                  return r.text();
                }).then(function (text) {
                  var doc = new DOMParser().parseFromString(text, 'text/html');
                  var fresh = doc.getElementById('content'), old = document.getElementById('content');
                  if (!fresh || !old) { return; }
                  var open = Array.prototype.map.call(document.querySelectorAll('details[open][id]'),
                    function (d) { return d.id; });
                  old.replaceWith(fresh);
                  open.forEach(function (id) { var d = document.getElementById(id); if (d) { d.open = true; } });
                  var t = new Date();
                  state.textContent = 'updated ' + two(t.getHours()) + ':' + two(t.getMinutes()) + ':' + two(t.getSeconds());
                }).catch(function (e) { state.textContent = 'not reachable (' + e.message + ')'; });
              }
              setInterval(refresh, %d);
            })();
            """.formatted(refreshSecs * 1000);
    }

    private static final String CSS = """
        :root { --fg:#1d2733; --muted:#5b6b7c; --line:#d9e1ea; --bg:#f5f7fa; --card:#fff; --accent:#1f6feb;
                --spout:#e7f0ff; --spout-line:#4a7fd4; --bolt:#e9f7ef; --bolt-line:#3c9a62; --hot:#d1383d;
                --warm:#d99a1e; --ok:#3c9a62; }
        * { box-sizing: border-box; }
        body { margin:0; font:14px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,"DejaVu Sans",sans-serif;
               color:var(--fg); background:var(--bg); }
        header { display:flex; align-items:center; gap:16px; padding:10px 24px; background:#17212b; color:#fff; }
        header a { color:#fff; text-decoration:none; } header nav a:hover { text-decoration:underline; }
        .brand { font-weight:700; font-size:16px; letter-spacing:.3px; }
        header nav { flex:1; color:#c9d4df; } header nav a { color:#c9d4df; }
        .live { color:#c9d4df; font-size:12px; }
        .live button { margin-left:6px; font-size:12px; border:1px solid #52606d; background:#22303c; color:#fff;
                       border-radius:4px; padding:2px 8px; cursor:pointer; }
        main { padding:18px 24px 8px; max-width:1500px; }
        h1 { font-size:22px; margin:0 0 4px; } h2 { font-size:16px; margin:26px 0 8px; }
        .sub { color:var(--muted); margin-bottom:14px; }
        .cards { display:flex; flex-wrap:wrap; gap:10px; margin:12px 0; }
        .card { background:var(--card); border:1px solid var(--line); border-radius:8px; padding:8px 14px;
                min-width:118px; }
        .card b { display:block; font-size:19px; font-variant-numeric:tabular-nums; }
        .card span { color:var(--muted); font-size:12px; text-transform:uppercase; letter-spacing:.4px; }
        table { border-collapse:collapse; background:var(--card); border:1px solid var(--line); border-radius:8px;
                overflow:hidden; width:100%; }
        th, td { padding:6px 9px; border-bottom:1px solid var(--line); text-align:left; white-space:nowrap; }
        th { background:#eef2f6; font-size:12px; color:var(--muted); font-weight:600; }
        td.n, th.n { text-align:right; font-variant-numeric:tabular-nums; }
        tr:last-child td { border-bottom:none; } tbody tr:hover { background:#f8fafc; }
        a { color:var(--accent); } .scroll { overflow-x:auto; }
        .bar { display:inline-block; width:54px; height:8px; margin-right:6px; background:#e6ebf0;
               border-radius:4px; overflow:hidden; vertical-align:middle; }
        .bar i { display:block; height:100%; } .bar.ok i { background:var(--ok); }
        .bar.warm i { background:var(--warm); } .bar.hot i { background:var(--hot); }
        .status { display:inline-block; padding:1px 8px; border-radius:10px; font-size:12px; font-weight:600;
                  background:#dff3e6; color:#1d6b3b; } .status.INACTIVE, .status.KILLED { background:#fbe4d6; color:#8a3d0f; }
        .err { color:var(--hot); } .muted { color:var(--muted); }
        .graph { background:var(--card); border:1px solid var(--line); border-radius:8px; padding:8px; overflow:auto; }
        .graph svg { display:block; } .graph text { font-family:inherit; }
        #charts td { padding:4px 9px; vertical-align:middle; } svg.chart { display:block; }
        svg.chart .axis { stroke:var(--line); } svg.chart .line { fill:none; stroke:var(--accent); stroke-width:1.5; }
        svg.chart .area { fill:var(--accent); opacity:.12; } svg.chart text { font-size:11px; fill:var(--muted); }
        svg.chart.latency .line { stroke:var(--warm); } svg.chart.latency .area { fill:var(--warm); }
        svg.chart.queue .line { stroke:var(--ok); } svg.chart.queue .area { fill:var(--ok); }
        svg.chart .now { fill:var(--fg); font-weight:600; }
        details { background:var(--card); border:1px solid var(--line); border-radius:8px; margin:6px 0; }
        details summary { cursor:pointer; padding:7px 12px; } details summary .err { font-weight:600; }
        pre { margin:0; padding:10px 12px; border-top:1px solid var(--line); background:#fbfbfc; font-size:12px;
              overflow:auto; max-height:320px; }
        footer { color:var(--muted); font-size:12px; padding:14px 24px 24px; }
        """;
}
