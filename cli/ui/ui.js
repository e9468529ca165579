// kforge ui: the page's behaviour.  Every answer comes from the JSON API of
// `kforge ui` (docs/ui.md); every text the file or kforge supplies goes into
// the page as text (textContent), never as markup, except graphviz's SVG.
'use strict';

const $ = (sel) => document.querySelector(sel);
// chain: the transformations kept so far (the page shows their result;
// the file itself is never changed); pending: the last one applied.
const state = { lines: [], analysis: null, chain: [], pending: null };

function el(tag, attrs, ...kids) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (k === 'class') e.className = v; else e.setAttribute(k, v);
  }
  for (const k of kids) e.append(k instanceof Node ? k : document.createTextNode(String(k)));
  return e;
}

async function api(path) {
  const r = await fetch(path);
  const d = await r.json();
  $('#errors').textContent = d.ok ? '' : (d.errors || 'failed');
  return d;
}

async function busy(what, fn) {
  $('#status').textContent = what + '...';
  document.body.dataset.busy = what;
  try { await fn(); $('#status').textContent = what + ': done'; }
  catch (e) { $('#status').textContent = what + ': ' + e; }
  delete document.body.dataset.busy;
}

function loopsOf(a) {
  const out = [];
  for (const f of (a && a.fragments) || []) for (const l of f.loops) out.push(l);
  return out;
}

function renderSource() {
  const pre = $('#source');
  pre.textContent = '';
  const frag = new Set(), loops = new Map();
  for (const f of (state.analysis && state.analysis.fragments) || []) {
    for (let n = f.lines[0]; n <= f.lines[1]; n++) frag.add(n);
    for (const l of f.loops) loops.set(l.line, (loops.get(l.line) || []).concat([l]));
  }
  state.lines.forEach((text, i) => {
    const n = i + 1;
    const line = el('span', { class: 'line', id: 'line-' + n }, el('span', { class: 'ln' }, n), text);
    if (frag.has(n)) line.classList.add('frag');
    for (const l of loops.get(n) || []) {
      line.classList.add('loop');
      line.append(el('span', { class: 'badge ' + l.verdict, title: l.text }, l.id + ' ' + l.verdict));
    }
    pre.append(line);
  });
}

function focusLine(n) {
  document.querySelectorAll('#source .focus').forEach((e) => e.classList.remove('focus'));
  const e = document.getElementById('line-' + n);
  if (e) { e.classList.add('focus'); e.scrollIntoView({ block: 'center' }); }
}

function renderLoops() {
  const tb = $('#loops tbody');
  tb.textContent = '';
  for (const l of loopsOf(state.analysis)) {
    const tr = el('tr', {}, el('td', {}, l.id), el('td', { class: 'num' }, l.line), el('td', {}, l.iterator),
      el('td', {}, el('span', { class: 'badge ' + l.verdict }, l.verdict)), el('td', {}, l.text));
    tr.addEventListener('click', () => focusLine(l.line));
    tb.append(tr);
  }
}

async function loadSource() {
  const d = await api('/api/source');
  $('#file').textContent = d.file;
  state.lines = d.text.replace(/\n$/, '').split('\n');
  renderSource();
}

async function analyse() {
  if (state.chain.length) { // back to the file as it is
    state.chain = [];
    $('#xf-chain').textContent = '';
    await loadSource();
  }
  const d = await api('/api/analyze');
  state.analysis = d.analysis;
  renderSource();
  renderLoops();
  fillLoopChoices();
}

function showSvg(box, text) {
  box.textContent = '';
  if (!text) return;
  const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
  const svg = doc.documentElement;
  if (svg.nodeName !== 'svg') return;
  svg.querySelectorAll('script, foreignObject').forEach((e) => e.remove());
  box.append(document.importNode(svg, true));
}

async function graph() {
  const kind = $('#graph-kind').value, fn = $('#graph-function').value.trim();
  const q = 'kind=' + encodeURIComponent(kind) + (fn ? '&function=' + encodeURIComponent(fn) : '');
  const d = await api('/api/graph?' + q);
  showSvg($('#graph'), d.svg);
}

async function generate() {
  const d = await api('/api/gen?target=' + encodeURIComponent($('#target').value));
  const box = $('#code');
  box.textContent = '';
  for (const f of d.files || []) box.append(el('h3', {}, f.name + ' (' + $('#target').value + ')'), el('pre', {}, f.text));
  $('#explain').textContent = d.explain || '';
}

function fmt(x, digits) { return typeof x === 'number' ? x.toFixed(digits) : '-'; }

async function verify() {
  const d = await api('/api/verify?target=' + encodeURIComponent($('#target').value));
  const v = d.verify || {};
  const box = $('#verify');
  box.textContent = '';
  box.append(el('table', {}, el('tbody', {},
    el('tr', {}, el('th', {}, 'status'), el('td', { id: 'verify-status' }, v.status || 'failed')),
    el('tr', {}, el('th', {}, 'values compared'), el('td', { class: 'num' }, v.values ?? '-')),
    el('tr', {}, el('th', {}, 'max. relative error'), el('td', { class: 'num' }, fmt(v.max_rel_error, 9))),
    el('tr', {}, el('th', {}, 'sequential (s)'), el('td', { class: 'num' }, fmt(v.sequential_s, 4))),
    el('tr', {}, el('th', {}, 'generated (s)'), el('td', { class: 'num' }, fmt(v.generated_s, 4))),
    el('tr', {}, el('th', {}, 'speedup'), el('td', { class: 'num' }, fmt(v.speedup, 2))))));
}

// Variants' measured times as bars, the static estimate (GPU targets) as a
// dot on its own scale: the two orders side by side.
function plot(vs) {
  const ok = vs.filter((v) => typeof v.time_s === 'number');
  const box = $('#plot');
  box.textContent = '';
  if (!ok.length) return;
  const NS = 'http://www.w3.org/2000/svg', W = 560, row = 18, left = 150, H = ok.length * row + 24;
  const svg = document.createElementNS(NS, 'svg');
  svg.setAttribute('width', W); svg.setAttribute('height', H); svg.setAttribute('id', 'variants-plot');
  const tmax = Math.max(...ok.map((v) => v.time_s)) || 1;
  const emax = Math.max(...ok.map((v) => v.estimate || 0)) || 1;
  const mk = (tag, attrs, text) => {
    const e = document.createElementNS(NS, tag);
    for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
    if (text !== undefined) e.textContent = text;
    svg.append(e);
  };
  ok.forEach((v, i) => {
    const y = 4 + i * row, w = (W - left - 60) * v.time_s / tmax;
    mk('text', { x: left - 6, y: y + 12, 'text-anchor': 'end', 'font-size': 11 }, v.name);
    mk('rect', { x: left, y: y + 2, width: Math.max(w, 1), height: row - 6, class: i === 0 ? 'bar best' : 'bar' });
    mk('text', { x: left + w + 4, y: y + 12, 'font-size': 10 }, v.time_s.toFixed(4) + ' s');
    if (typeof v.estimate === 'number')
      mk('circle', { cx: left + (W - left - 60) * v.estimate / emax, cy: y + row / 2, r: 3, class: 'est' });
  });
  mk('text', { x: left, y: H - 4, 'font-size': 10 }, 'bars: measured time (best of 3 runs); dots: static estimate, scaled');
  box.append(svg);
}

async function explore() {
  const q = 'target=' + encodeURIComponent($('#target').value) + '&budget=' + encodeURIComponent($('#budget').value);
  const d = await api('/api/explore?' + q);
  const vs = (d.explore && d.explore.variants) || [];
  const tb = $('#variants tbody');
  tb.textContent = '';
  for (const v of vs) {
    tb.append(el('tr', {}, el('td', { class: 'num' }, v.rank), el('td', {}, v.name),
      el('td', {}, v.options.join(' ') || '(none)'), el('td', { class: 'num' }, fmt(v.estimate, 3)),
      el('td', { class: 'num' }, fmt(v.time_s, 4)), el('td', { class: 'num' }, fmt(v.speedup, 2)),
      el('td', {}, v.status + (v.cached ? ' (cached)' : ''))));
  }
  plot(vs);
}

// ---- the transform menu: a spec from the choices, its result as a diff
// against the file, and verify's verdict on the result.

async function loadMenu() {
  const d = await api('/api/menu');
  const sel = $('#xf-name');
  sel.textContent = '';
  for (const m of d.menu || []) sel.append(el('option', { value: m.name, title: m.summary }, m.name + m.args));
  const show = () => {
    const m = (d.menu || []).find((x) => x.name === sel.value);
    $('#xf-summary').textContent = m ? m.summary : '';
  };
  sel.addEventListener('change', show);
  show();
}

function fillLoopChoices() {
  for (const id of ['#xf-loop1', '#xf-loop2']) {
    const sel = $(id), keep = sel.value;
    sel.textContent = '';
    sel.append(el('option', { value: '' }, '(no loop)'));
    for (const l of loopsOf(state.analysis)) sel.append(el('option', { value: l.id }, l.id + ' (line ' + l.line + ')'));
    sel.value = keep;
  }
}

function specOf() {
  const args = [$('#xf-loop1').value, $('#xf-loop2').value, $('#xf-more').value.trim()].filter((a) => a);
  return $('#xf-name').value + '(' + args.join(', ') + ')';
}

// A line diff by the longest common subsequence: ops ' ', '-', '+'.
function lineDiff(a, b) {
  const n = a.length, m = b.length, L = [];
  for (let i = 0; i <= n; i++) L.push(new Int32Array(m + 1));
  for (let i = n - 1; i >= 0; i--)
    for (let j = m - 1; j >= 0; j--)
      L[i][j] = a[i] === b[j] ? L[i + 1][j + 1] + 1 : Math.max(L[i + 1][j], L[i][j + 1]);
  const ops = [];
  let i = 0, j = 0;
  while (i < n || j < m) {
    if (i < n && j < m && a[i] === b[j]) { ops.push([' ', a[i], i + 1]); i++; j++; }
    else if (j < m && (i === n || L[i][j + 1] >= L[i + 1][j])) { ops.push(['+', b[j], i + 1]); j++; }
    else { ops.push(['-', a[i], i + 1]); i++; }
  }
  return ops;
}

function renderDiff(ops) {
  const pre = $('#xf-diff');
  pre.textContent = '';
  const near = ops.map(() => false);
  ops.forEach((o, k) => { if (o[0] !== ' ') for (let d = -2; d <= 2; d++) if (ops[k + d]) near[k + d] = true; });
  let gap = true;
  ops.forEach((o, k) => {
    if (!near[k]) { gap = true; return; }
    if (gap) pre.append(el('span', { class: 'hunk' }, '@@ line ' + o[2] + ' @@'));
    gap = false;
    pre.append(el('span', { class: o[0] === '+' ? 'add' : o[0] === '-' ? 'del' : 'ctx' }, o[0] + ' ' + o[1]));
  });
}

async function transform() {
  const spec = specOf(), all = state.chain.concat([spec]).join(';');
  const d = await api('/api/transform?spec=' + encodeURIComponent(all) + '&target=' + encodeURIComponent($('#target').value));
  const box = $('#xf-result');
  box.textContent = '';
  $('#xf-diff').textContent = '';
  state.pending = typeof d.text === 'string' ? { spec, text: d.text, analysis: d.analysis } : null;
  $('#btn-keep').disabled = !state.pending;
  if (typeof d.text !== 'string') {
    box.append(el('p', { id: 'xf-status', class: 'refused' }, spec + ': refused'), el('pre', {}, d.errors || ''));
    return;
  }
  const v = d.verify || {};
  box.append(el('p', { id: 'xf-status' }, spec + ': applied; kforge verify (' + $('#target').value + '): ',
    el('span', { id: 'xf-verify-status' }, v.status || 'failed'),
    typeof v.speedup === 'number' ? ' (speedup ' + fmt(v.speedup, 2) + ')' : ''));
  renderDiff(lineDiff(state.lines, d.text.replace(/\n$/, '').split('\n')));
}

// The transformed text becomes the page's: the next transformation names
// its loops (the analysis of that text) and applies after the kept ones.
function keep() {
  const p = state.pending;
  if (!p) return;
  state.chain.push(p.spec);
  state.lines = p.text.replace(/\n$/, '').split('\n');
  state.analysis = p.analysis;
  state.pending = null;
  $('#btn-keep').disabled = true;
  $('#xf-diff').textContent = '';
  $('#xf-chain').textContent = 'kept: ' + state.chain.join('; ');
  renderSource();
  renderLoops();
  fillLoopChoices();
}

window.addEventListener('DOMContentLoaded', () => {
  $('#btn-keep').addEventListener('click', keep);
  $('#btn-transform').addEventListener('click', () => busy('transform', transform));
  $('#btn-analyze').addEventListener('click', () => busy('analyse', analyse));
  $('#btn-graph').addEventListener('click', () => busy('graph', graph));
  $('#btn-generate').addEventListener('click', () => busy('generate', generate));
  $('#btn-verify').addEventListener('click', () => busy('verify', verify));
  $('#btn-explore').addEventListener('click', () => busy('explore', explore));
  busy('load', async () => { await loadSource(); await loadMenu(); await analyse(); });
});
