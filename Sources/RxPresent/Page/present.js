// rxrepl's live page: the session's trace records, pushed over a WebSocket, drawn as marble lanes on one time
// axis. It only reads: nothing it sends reaches the session.
(() => {
  "use strict";
  const token = new URLSearchParams(location.search).get("token");
  const svgNS = "http://www.w3.org/2000/svg";
  const $ = (id) => document.getElementById(id);
  const laneHeight = 64, labelWidth = 260, radius = 18;

  let state;
  // ?at=: the instant a played-back run is shown at, paused (null: it plays).
  let pausedAt = new URLSearchParams(location.search).get("at");
  function reset() {
    state = { lanes: new Map(), sinks: new Map(), warnings: [], dropped: 0, missed: 0, records: 0,
      now: 0, nowAt: performance.now(), clock: "real", entry: null, captions: new Map(),
      // A script's run arrives all at once and is played back: the playhead moves at the chosen speed.
      playback: false, playhead: 0, playedAt: performance.now(), playing: true, end: 0 };
  }
  reset();

  // Records -------------------------------------------------------------------------------------------------
  function laneFor(record) {
    const key = record.inner ? `#${record.sub}.${record.inner}` : `#${record.sub}`;
    let lane = state.lanes.get(key);
    if (!lane) {
      lane = { key, sub: record.sub, inner: record.inner || 0, depth: Infinity, stages: new Map(),
        start: record.time, caption: record.inner ? "" : (state.captions.get(record.sub) || state.entry || "") };
      state.lanes.set(key, lane);
    }
    return lane;
  }

  // The records are a recording's (docs/recording-format.md): a header, entries, subscriptions with their
  // expressions, trace lines (the JSON-lines trace's own objects, under "trace"), clock changes, output.
  function apply(record) {
    state.records += 1;
    switch (record.type) {
      case "header":
        setClock(record.clock, 0);
        state.playback = record.source === "script";
        $("playback").hidden = !state.playback;
        // A played-back run is drawn whole on one axis, unless the URL chose a span.
        if (state.playback && !new URLSearchParams(location.search).has("span")) $("span").value = "fit";
        return;
      case "entry": state.entry = firstLine(record.text); return;
      case "subscription": state.captions.set(record.sub, firstLine(record.expression)); return;
      case "clock": setClock(record.clock, record.time); return;
      case "warning": addWarning(record); return;
      case "trace": applyTrace(record.trace || {}, record.clock); return;
      case undefined: applyTrace(record, record.clock); return;
      default: return;
    }
  }

  function applyTrace(record, clock) {
    if (record.kind === "warning") { addWarning(record); return; }
    if (typeof record.time === "number") advanceClock(record.time, clock);
    if (record.kind === "sink") { updateSink(record); return; }
    if (record.kind === "action" || record.kind === "lifecycle") return;
    if (typeof record.sub !== "number") return;
    const lane = laneFor(record);
    const stage = record.stage || "subscribe";
    let events = lane.stages.get(stage);
    if (!events) { events = { depth: record.depth || 0, list: [] }; lane.stages.set(stage, events); }
    lane.depth = Math.min(lane.depth, record.depth || 0);
    events.list.push({ time: record.time, kind: record.kind, text: record.text ?? record.value,
      thread: record.thread, arrivedOn: record.arrivedOn });
  }

  function firstLine(text) { return String(text || "").split("\n")[0].slice(0, 80); }

  function advanceClock(time, clock) {
    state.end = Math.max(state.end, time);
    if ((clock === "virtual") !== (state.clock === "virtual")) return;
    if (time >= state.now) { state.now = time; state.nowAt = performance.now(); }
  }

  function setClock(clock, time) {
    state.clock = clock === "virtual" ? "virtual" : "real";
    if (typeof time === "number") { state.now = time; state.nowAt = performance.now(); }
  }

  function currentTime() {
    if (state.playback && pausedAt !== null) state.playhead = pausedAt === "end" ? state.end : Math.min(state.end, Number(pausedAt));
    if (state.playback) {
      if (state.playing) {
        const speed = Number($("speed").value) || 1;
        state.playhead = Math.min(state.end, state.playhead + (performance.now() - state.playedAt) / 1000 * speed);
      }
      state.playedAt = performance.now();
      return state.playhead;
    }
    if (state.clock === "virtual") return state.now;
    return state.now + (performance.now() - state.nowAt) / 1000;
  }

  function updateSink(record) {
    const name = record.property ? `${record.sink}.${record.property}` : record.sink;
    if (!state.sinks.has(name)) state.sinks.set(name, []);
    state.sinks.get(name).push({ value: record.text ?? record.value, time: record.time, at: performance.now() });
  }

  function addWarning(record) {
    state.warnings.push(record);
    const banner = document.createElement("div");
    banner.className = "banner";
    const title = document.createElement("b");
    title.textContent = `${record.place ? record.place + ": " : ""}${record.message || record.warning}`;
    const fix = document.createElement("span");
    fix.className = "fix";
    fix.textContent = record.fix ? `fix: ${record.fix}` : "";
    banner.append(title, fix);
    banner.title = "click to dismiss";
    banner.addEventListener("click", () => banner.remove());
    $("banners").append(banner);
  }

  // Drawing -------------------------------------------------------------------------------------------------
  function el(name, attributes, parent) {
    const node = document.createElementNS(svgNS, name);
    for (const [key, value] of Object.entries(attributes || {})) node.setAttribute(key, value);
    if (parent) parent.append(node);
    return node;
  }

  function window_() {
    const now = currentTime();
    const choice = $("span").value;
    if (choice === "fit" && state.playback) return { from: 0, to: Math.max(state.end, 0.1) };
    if (choice === "fit") {
      const first = Math.min(...[...state.lanes.values()].map((lane) => lane.start), now);
      return { from: Math.max(0, first), to: Math.max(now, first + 0.1) };
    }
    const span = Number(choice);
    return { from: Math.max(0, now - span), to: Math.max(now, span) };
  }

  function visibleLanes() {
    const stages = $("stages").checked;
    const rows = [];
    const ordered = [...state.lanes.values()].filter((lane) => !state.playback || lane.start <= state.playhead)
      .sort((a, b) => a.sub - b.sub || a.inner - b.inner);
    for (const lane of ordered) {
      const entries = [...lane.stages.entries()].sort((a, b) => b[1].depth - a[1].depth);
      if (stages) {
        for (const [stage, events] of entries) rows.push({ lane, stage, events: events.list, indent: lane.inner ? 1 : 0 });
      } else {
        const top = entries.find(([, events]) => events.depth === lane.depth) || entries[entries.length - 1];
        if (top) rows.push({ lane, stage: null, events: top[1].list, indent: lane.inner ? 1 : 0 });
      }
    }
    return rows;
  }

  function threadRows() {
    const threads = new Map();
    for (const lane of state.lanes.values()) {
      const top = [...lane.stages.values()].find((events) => events.depth === lane.depth);
      if (!top) continue;
      for (const event of top.list) {
        if (!threads.has(event.thread)) threads.set(event.thread, []);
        threads.get(event.thread).push({ ...event, lane: lane.key });
      }
    }
    for (const events of threads.values()) events.sort((a, b) => a.time - b.time);
    const names = [...threads.keys()].sort((a, b) => (a === "main" ? -1 : b === "main" ? 1 : a.localeCompare(b)));
    return names.map((name) => ({ title: name, events: threads.get(name) }));
  }

  function draw() {
    const svg = $("chart");
    const width = Math.max(400, Math.round(svg.getBoundingClientRect().width) || 800);
    const { from, to } = window_();
    const span = Math.max(0.001, to - from);
    const x = (time) => labelWidth + ((time - from) / span) * (width - labelWidth - 40);
    const byThread = $("threads").checked;
    const rows = byThread
      ? threadRows().map((row) => ({ title: row.title, caption: "", events: row.events, indent: 0, key: row.title }))
      : visibleLanes().map((row) => ({
          title: (row.indent ? "↳ " : "") + row.lane.key + (row.stage ? ` ${row.stage}` : ""),
          caption: row.stage ? "" : row.lane.caption, events: row.events, indent: row.indent, key: row.lane.key }));
    svg.replaceChildren();
    const height = 50 + rows.length * laneHeight;
    svg.setAttribute("viewBox", `0 0 ${width} ${height}`);
    svg.setAttribute("height", height);
    drawAxis(svg, from, to, x, height);
    rows.forEach((row, index) => drawRow(svg, row, 40 + index * laneHeight + laneHeight / 2, x, from, to, byThread));
    const now = currentTime();
    if (now >= from && now <= to) el("line", { class: "now", x1: x(now), x2: x(now), y1: 24, y2: height }, svg);
    $("clock").textContent = (state.clock === "virtual" ? "@" : "+") + now.toFixed(3) + "s";
    const lost = state.dropped + state.missed;
    $("dropped").hidden = lost === 0;
    $("dropped").textContent = `dropped ${lost} record${lost === 1 ? "" : "s"}`;
    document.body.dataset.records = String(state.records);
    drawSinks();
  }

  function drawAxis(svg, from, to, x, height) {
    const span = to - from;
    const step = [0.01, 0.02, 0.05, 0.1, 0.2, 0.5, 1, 2, 5, 10, 20, 30, 60].find((s) => span / s <= 10) || 60;
    for (let t = Math.ceil(from / step) * step; t <= to + 1e-9; t += step) {
      el("line", { class: "axis", x1: x(t), x2: x(t), y1: 28, y2: height }, svg);
      const label = el("text", { class: "tick", x: x(t), y: 20, "text-anchor": "middle" }, svg);
      label.textContent = step < 1 ? `${Math.round(t * 1000)}ms` : `${+t.toFixed(1)}s`;
    }
  }

  function drawRow(svg, row, y, x, from, to, byThread) {
    const group = el("g", { class: "lane", "data-lane": row.key }, svg);
    const label = el("text", { class: "label", x: 8 + row.indent * 24, y: y - 4 }, group);
    label.textContent = row.title;
    if (row.caption) {
      const caption = el("text", { class: "caption", x: 8 + row.indent * 24, y: y + 18 }, group);
      caption.textContent = row.caption.length > 24 ? row.caption.slice(0, 23) + "…" : row.caption;
      el("title", {}, caption).textContent = row.caption;
    }
    const events = row.events;
    const start = byThread ? from : (events.find((e) => e.kind === "subscribed") || events[0] || { time: from }).time;
    const end = events.find((e) => ["completed", "error", "disposed", "success", "failure", "exit"].includes(e.kind)
      && (!state.playback || e.time <= state.playhead));
    const lineEnd = end ? end.time : currentTime();
    el("line", { class: "line", x1: x(Math.max(start, from)), x2: x(Math.min(lineEnd, to)), y1: y, y2: y }, group);
    // A disposal after the lane's own end adds nothing; one without an end (a cancellation) is drawn.
    const ended = (kind) => ["completed", "error", "success", "failure"].includes(kind);
    const playhead = state.playback ? state.playhead : Infinity;
    const shown = events.filter((event, index) => event.time >= from - 1e-9 && event.time <= Math.min(to, playhead) + 1e-9
      && event.kind !== "subscribed" && !(event.kind === "disposed" && events.slice(0, index).some((e) => ended(e.kind))));
    // Events too close to tell apart (of(1, 2, 3) at one instant) sit side by side, framed as a group.
    const width = (event) => (event.kind === "next" || event.kind === "success" ? 2 * radius + 4 : 14);
    for (let index = 0; index < shown.length;) {
      const start = x(shown[index].time);
      let end = index + 1, offset = width(shown[index]);
      const offsets = [0];
      while (end < shown.length && x(shown[end].time) - start < offset) {
        offsets.push(offset);
        offset += width(shown[end]);
        end += 1;
      }
      if (end - index > 1 && shown.slice(index, end).filter((e) => e.kind === "next").length > 1) {
        el("rect", { class: "group", x: start - radius - 4, y: y - radius - 4, width: offsets[offsets.length - 1] + 2 * radius + 8,
          height: 2 * radius + 8, rx: radius + 4 }, group);
      }
      for (let member = index; member < end; member += 1) {
        const kind = shown[member].kind;
        const shift = member === index ? 0 : offsets[member - index] - (kind === "next" ? 0 : radius - 6);
        drawEvent(group, shown[member], start + shift, y, byThread);
      }
      index = end;
    }
  }

  function drawEvent(group, event, cx, y, byThread) {
    const hover = `${event.kind}${event.text != null ? "(" + event.text + ")" : ""} at ${event.time.toFixed(3)}s`
      + ` on ${event.thread}${event.arrivedOn ? " (from " + event.arrivedOn + ")" : ""}`
      + (byThread && event.lane ? ` — ${event.lane}` : "");
    let mark;
    switch (event.kind) {
      case "next": case "success": {
        mark = el("g", { class: "marble", "data-kind": "next" }, group);
        el("circle", { cx, cy: y, r: radius }, mark);
        const text = String(event.text ?? "");
        const short = text.replace(/^"(.*)"$/, "$1");
        const inside = short.length <= 3;
        const label = el("text", { x: cx, y: inside ? y : y - radius - 10, class: inside ? "" : "outside" }, mark);
        label.textContent = inside ? short : (short.length > 14 ? short.slice(0, 13) + "…" : short);
        break;
      }
      case "completed":
        mark = el("g", { class: "completed", "data-kind": "completed" }, group);
        el("line", { x1: cx, x2: cx, y1: y - radius, y2: y + radius }, mark);
        break;
      case "error": case "failure":
        mark = el("g", { class: "error", "data-kind": "error" }, group);
        el("path", { d: `M${cx - 12},${y - 12}L${cx + 12},${y + 12}M${cx + 12},${y - 12}L${cx - 12},${y + 12}` }, mark);
        el("text", { x: cx + 16, y: y + 26 }, mark).textContent = String(event.text ?? "").slice(0, 30);
        break;
      case "disposed":
        mark = el("g", { class: "disposed", "data-kind": "disposed" }, group);
        el("line", { x1: cx, x2: cx, y1: y - radius, y2: y + radius }, mark);
        break;
      default:
        return;
    }
    el("title", {}, mark).textContent = hover;
  }

  function drawSinks() {
    const body = $("sinks").tBodies[0];
    body.replaceChildren();
    const now = performance.now();
    const playhead = state.playback ? state.playhead : Infinity;
    let shown = 0;
    for (const [name, updates] of [...state.sinks.entries()].sort()) {
      const sink = updates.filter((update) => update.time <= playhead + 1e-9).pop();
      if (!sink) continue;
      shown += 1;
      const row = body.insertRow();
      if (state.playback ? playhead - sink.time < 0.3 : now - sink.at < 1500) row.className = "fresh";
      row.insertCell().textContent = name;
      const value = row.insertCell();
      value.className = "value";
      value.textContent = String(sink.value ?? "");
    }
    $("nosinks").hidden = shown > 0;
  }

  // Connection ----------------------------------------------------------------------------------------------
  let delay = 250;
  function connect() {
    const url = new URL("feed", location.href);
    url.protocol = location.protocol === "https:" ? "wss:" : "ws:";
    if (token) url.searchParams.set("token", token);
    const socket = new WebSocket(url);
    socket.onopen = () => { delay = 250; setStatus("live"); };
    socket.onmessage = (message) => {
      const batch = JSON.parse(message.data);
      if (batch.hello) {
        reset();
        $("banners").replaceChildren();
        state.missed = batch.missed || 0;
        return;
      }
      state.dropped = batch.dropped || 0;
      for (const record of batch.records || []) apply(record);
    };
    socket.onclose = () => {
      setStatus("lost");
      setTimeout(connect, delay);
      delay = Math.min(delay * 2, 2000);
    };
  }
  function setStatus(status) {
    const node = $("status");
    node.className = `status ${status}`;
    node.textContent = status === "live" ? "live" : "reconnecting…";
    document.body.dataset.status = status;
  }

  $("play").addEventListener("click", () => {
    pausedAt = null;
    state.playing = !state.playing;
    $("play").textContent = state.playing ? "pause" : "play";
  });
  $("again").addEventListener("click", () => { pausedAt = null; state.playhead = 0; state.playing = true; $("play").textContent = "pause"; });
  const query = new URLSearchParams(location.search);
  // ?at=end (or a time in seconds) shows a played-back run as of then, paused: a picture for slides.
  const at = query.get("at");
  if (at) {
    state.playing = false;
    $("play").textContent = "play";
  }
  const span = query.get("span");
  if (span && [...$("span").options].some((option) => option.value === span)) $("span").value = span;
  const speed = query.get("speed");
  if (speed && [...$("speed").options].some((option) => option.value === speed)) $("speed").value = speed;

  $("theme").addEventListener("click", () => {
    const dark = document.body.classList.toggle("dark");
    document.body.classList.toggle("light", !dark);
    $("theme").textContent = dark ? "light" : "dark";
  });
  // At most 20 drawings a second: a flood of records must not starve the browser either.
  let drawnAt = 0;
  const frame = (now) => {
    if (now - drawnAt >= 50) { drawnAt = now; draw(); }
    requestAnimationFrame(frame);
  };
  connect();
  requestAnimationFrame(frame);
})();
