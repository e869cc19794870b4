/** The panel's styles, a constructed stylesheet of its shadow root: no leak either way, no inline style. */
export const devtoolsCss = `
:host{all:initial;position:fixed;z-index:2147483000;display:flex;flex-direction:column;align-items:flex-end;font:13px/1.4 system-ui,sans-serif;color:#1b1f24}
:host([data-corner$=left]){align-items:flex-start}
:host([data-corner=bottom-right]){right:12px;bottom:12px}
:host([data-corner=bottom-left]){left:12px;bottom:12px}
:host([data-corner=top-right]){right:12px;top:12px}
:host([data-corner=top-left]){left:12px;top:12px}
:host([data-layout=docked]){position:static;display:block;max-width:960px;margin:0 auto}
*{box-sizing:border-box;font:inherit}
[hidden]{display:none!important}
button,select,input{border:1px solid #8c959f;border-radius:4px;background:#fff;color:inherit;padding:3px 6px;min-height:28px}
button{cursor:pointer;background:#f3f4f6}
button:hover{background:#e5e7eb}
:focus-visible{outline:3px solid #0969da;outline-offset:1px}
.toggle{background:#1b1f24;color:#fff;border-radius:18px;padding:6px 12px;border-color:#1b1f24;box-shadow:0 2px 8px #0004}
.toggle:hover{background:#32383f}
.panel{background:#fff;border:1px solid #8c959f;border-radius:8px;box-shadow:0 4px 24px #0003;width:min(440px,calc(100vw - 24px));max-height:min(640px,calc(100vh - 72px));overflow:auto;margin:8px 0}
:host([data-layout=docked]) .panel{width:auto;max-height:none;box-shadow:none;margin:0}
header{display:flex;gap:6px;align-items:center;padding:8px 10px;border-bottom:1px solid #d0d7de;position:sticky;top:0;background:#fff}
h2{font-weight:600;font-size:14px;margin:0;flex:1}
section{padding:8px 10px;border-bottom:1px solid #eaeef2}
h3{font-weight:600;margin:0 0 6px}
.row{display:flex;flex-wrap:wrap;gap:6px;align-items:center;margin:4px 0}
label{display:inline-flex;gap:4px;align-items:center}
input[type=number]{width:6.5em}
ul{list-style:none;margin:0;padding:0}
.faults li{display:flex;gap:6px;align-items:center;justify-content:space-between;padding:2px 0}
.message{min-height:1.4em;padding:0 10px;color:#0a3069}
.message.error{color:#a40e26}
.journal li>button{display:grid;grid-template-columns:1fr auto auto;gap:8px;width:100%;text-align:left;background:#fff;border:0;border-bottom:1px solid #eaeef2;border-radius:0}
.journal li>button:hover{background:#f6f8fa}
.status{font-variant-numeric:tabular-nums;font-weight:600}
.bad{color:#a40e26}
.tag{font-size:11px;background:#fff8c5;border:1px solid #d4a72c;border-radius:8px;padding:0 5px;margin-left:4px}
.tag.failure{background:#ffebe9;border-color:#cf222e}
.time{color:#57606a;font-variant-numeric:tabular-nums}
pre{margin:4px 0 8px;padding:6px;background:#f6f8fa;border-radius:4px;overflow:auto;max-height:220px;font:12px/1.35 ui-monospace,monospace;white-space:pre-wrap;word-break:break-word}
.empty{color:#57606a}
`;
