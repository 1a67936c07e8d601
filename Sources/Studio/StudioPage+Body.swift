extension StudioPage {
    /// The markup: a bar (mode, virtual clock, time controls, save), then device mode (the
    /// device and its controls; the timeline across the top; the trace and expectations, and
    /// the source, below it) or lab mode (the exercise and hints; the checks' timeline; the
    /// checks and the answer).
    static let body = #"""
        <header id="bar">
          <span class="brand">applife <b>studio</b></span>
          <span id="file" class="file"></span>
          <nav class="modes"><button id="mode-device" class="on">Device</button><button id="mode-lab">Lab</button></nav>
          <span class="clock" title="Virtual time: only waits and the time controls move it">
            <span class="label">virtual time</span> <b id="clock">0.000 s</b></span>
          <span class="time-controls" title="Let virtual time pass (wait)">
            <button data-wait="1">+1 s</button><button data-wait="10">+10 s</button><button data-wait="60">+60 s</button>
            <button id="idle" title="run_until_idle(): every pending timer, task and deadline">Until idle</button>
          </span>
          <span class="bar-right">
            <button id="reset" title="A fresh device at t = 0 running the source">Reset</button>
            <button id="save" class="primary" title="Write what you did as a scenario file applife run passes">Save as scenario</button>
            <span id="status" class="status">connecting</span>
          </span>
        </header>
        <div id="ended" class="ended-banner" hidden><b>This session ended.</b> <span id="ended-reason"></span>
          <button id="restart" class="primary">Start a new session</button></div>
        <main id="device-mode" class="mode">
          <section class="col device-col">
            <div id="phone" class="phone iphone">
              <button id="side" class="side" title="Side button: lock / unlock"></button>
              <div class="screen">
                <div class="statusbar"><button id="pull-nc" class="pull" title="Pull down Notification Center">
                  <span id="sb-time">9:41</span></button><span class="notch"></span>
                  <button id="pull-cc" class="pull right" title="Pull down Control Center">&#9679;&#9679;&#9679; &#9646;</button></div>
                <div id="screen" class="content"></div>
                <button id="home-bar" class="home-bar" title="Home (swipe up)"></button>
              </div>
            </div>
            <div class="controls">
              \#(controls)
            </div>
          </section>
          <div class="panel timeline-panel"><h2>Timeline <small>the same drawing as applife run --svg: a lane per app and per scene</small></h2>
            <div id="timeline" class="timeline"></div></div>
          <div class="panel trace-panel"><h2><button id="tab-trace" class="tab on">Trace</button><button id="tab-expect" class="tab">Expectations
            <span id="expect-count" class="count"></span></button><small id="trace-note">every action as the Lua a scenario writes</small>
            <button id="clear-trace" class="small">Clear</button></h2>
            <div id="trace" class="trace" aria-live="polite"></div>
            <ul id="expectations" class="expectations" hidden><li class="empty">none yet: type expect.state(todo, "active") at the prompt</li></ul>
            <form id="console" class="console"><span>&gt;</span><input id="console-input" autocomplete="off" spellcheck="false"
              placeholder="Lua: todo.state, expect.state(todo, &quot;active&quot;), wait(5) ..."></form>
          </div>
          <div class="panel source-panel"><h2>Source <small id="source-name"></small>
            <button id="reload" class="small primary" title="Run the edited source on a fresh device (Ctrl+Enter)">Reload</button></h2>
            <div class="editor"><pre id="gutter" class="gutter"></pre><textarea id="source" spellcheck="false" wrap="off"></textarea></div>
            <div id="source-errors" class="errors"></div></div>
        </main>
        <main id="lab-mode" class="mode" hidden>
          <section class="col lab-left">
            <div class="panel"><h2>Exercise</h2>
              <div class="lab-pick"><select id="lab-exercise"></select><select id="lab-language" title="Language"></select></div>
              <h3 id="lab-title"></h3><p id="lab-concept" class="concept"></p>
              <div id="lab-task" class="task-text"></div>
              <div class="hints"><button id="lab-hint">Show a hint</button><ol id="lab-hints"></ol></div></div>
          </section>
          <div class="panel timeline-panel"><h2>Checks' timeline <small>the failing checks, or all when every check passes</small></h2>
            <div id="lab-timeline" class="timeline"></div></div>
          <div class="panel checks-panel"><h2>Checks <span id="lab-verdict"></span></h2><ul id="lab-checks" class="checks"></ul></div>
          <div class="panel answer-panel"><h2>Your answer <small id="lab-file"></small>
            <button id="lab-run" class="small primary" title="Run the exercise's checks on this text (Ctrl+Enter)">Run checks</button></h2>
            <div class="editor"><pre id="lab-gutter" class="gutter"></pre><textarea id="lab-answer" spellcheck="false" wrap="off"></textarea></div>
            <div id="lab-errors" class="errors"></div></div>
        </main>
        <div id="toast" class="toast" hidden></div>
        """#
}
