extension StudioPage {
    /// The markup: a bar (mode, language, virtual clock, time controls, save), then device
    /// mode (the device and its controls; the timeline across the top; the trace and
    /// expectations, and the source, below it) or lab mode (the exercise and hints; the checks'
    /// timeline; the checks and the answer). Words are English here and marked with their
    /// ``StudioText`` key (`data-t...`): the script writes them in the page's language.
    static let body = #"""
        <header id="bar">
          <h1 class="brand">applife <b>studio</b></h1>
          <span id="file" class="file"></span>
          <nav class="modes" data-t-label="modes.label" aria-label="Mode"><button id="mode-device" class="on" data-t="mode.device">Device</button><button id="mode-lab" data-t="mode.lab">Lab</button></nav>
          <span class="clock" data-t-title="clock.title" title="Virtual time: only waits and the time controls move it">
            <span class="label" data-t="clock.label">virtual time</span> <b id="clock">0.000 s</b></span>
          <span class="time-controls" data-t-title="wait.title" title="Let virtual time pass (wait)">
            <button data-wait="1">+1 s</button><button data-wait="10">+10 s</button><button data-wait="60">+60 s</button>
            <button id="idle" data-t="idle" data-t-title="idle.title" title="run_until_idle(): every pending timer, task and deadline">Until idle</button>
          </span>
          <span class="steps"><button id="step-back" data-t="step.back" data-t-title="step.back.title" title="Replay the session without its last action" disabled>Step back</button><button id="step-forward" data-t="step.forward" data-t-title="step.forward.title" title="Do the action stepped back over again" disabled>Step forward</button></span>
          <span class="bar-right">
            <button id="help-open" data-t="keys.button" data-t-title="keys.title" title="Keyboard shortcuts (?)">Keys</button>
            <button id="language" class="language" lang="zh-Hans" data-t-title="language.title" title="Show the page in Chinese">中文</button>
            <button id="reset" data-t="reset" data-t-title="reset.title" title="A fresh device at t = 0 running the source">Reset</button>
            <button id="save" class="primary" data-t="save" data-t-title="save.title" title="Write what you did as a scenario file applife run passes">Save as scenario</button>
            <span id="status" class="status" role="status" data-state="connecting">connecting</span>
          </span>
        </header>
        <div id="ended" class="ended-banner" role="alert" hidden><b data-t="ended.title">This session ended.</b> <span id="ended-reason"></span>
          <button id="restart" class="primary" data-t="ended.restart">Start a new session</button></div>
        <div id="past" class="past-banner" role="status" hidden><b id="past-text"></b>
          <button id="past-back" class="primary" data-t="past.back">Back to now</button></div>
        <main id="main">
        <div id="device-mode" class="mode">
          <section class="col device-col">
            <div id="phone" class="phone iphone" role="group" data-t-label="phone.label" aria-label="The device">
              <button id="side" class="side" data-t-title="side.title" data-t-label="side.title" title="Side button: lock / unlock"></button>
              <div class="screen">
                <div class="statusbar"><button id="pull-nc" class="pull" data-t-title="pullNC.title" data-t-label="pullNC.title" title="Pull down Notification Center">
                  <span id="sb-time">9:41</span></button><span class="notch"></span>
                  <button id="pull-cc" class="pull right" data-t-title="pullCC.title" data-t-label="pullCC.title" title="Pull down Control Center">&#9679;&#9679;&#9679; &#9646;</button></div>
                <div id="screen" class="content"></div>
                <button id="home-bar" class="home-bar" data-t-title="homeBar.title" data-t-label="homeBar.title" title="Home (swipe up)"></button>
              </div>
            </div>
            <div class="controls">
              \#(controls)
            </div>
          </section>
          <div class="panel timeline-panel"><h2><span data-t="timeline.title">Timeline</span> <small data-t="timeline.sub">the same drawing as applife run --svg: a lane per app and per scene</small>
            <span class="zoom"><button id="zoom-out" class="small" data-t-label="zoom.out" data-t-title="zoom.out" title="Zoom out">&minus;</button><button id="zoom-in" class="small" data-t-label="zoom.in" data-t-title="zoom.in" title="Zoom in">+</button><button id="zoom-fit" class="small" data-t="zoom.fit">Fit all</button><button id="zoom-follow" class="small" data-t="zoom.follow" aria-pressed="true">Follow the newest</button></span></h2>
            <div id="timeline" class="timeline" role="region" tabindex="0" data-t-label="timeline.label" aria-label="Timeline of the session"></div></div>
          <div class="panel trace-panel"><h2><button id="tab-trace" class="tab on" data-t="trace">Trace</button><button id="tab-expect" class="tab"><span data-t="expectations">Expectations</span>
            <span id="expect-count" class="count"></span></button><button id="tab-states" class="tab" data-t="states">States</button><small id="trace-note" data-t="trace.note">every action as the Lua a scenario writes</small>
            <button id="clear-trace" class="small" data-t="clear">Clear</button></h2>
            <div id="trace" class="trace" tabindex="0" role="log" data-t-label="trace.label" aria-label="Trace of the session"></div>
            <div id="announce" class="sr-only" aria-live="polite"></div>
            <div id="diagram" class="diagrams" hidden></div>
            <ul id="expectations" class="expectations" hidden><li class="empty" data-t="expect.none">none yet: type expect.state(app, "active") at the prompt</li></ul>
            <form id="console" class="console"><label for="console-input">&gt;<span class="sr-only" data-t="prompt.label">Lua prompt</span></label><input id="console-input" autocomplete="off" spellcheck="false"></form>
          </div>
          <div class="panel source-panel"><h2><span data-t="source">Source</span> <small id="source-name"></small>
            <button id="reload" class="small primary" data-t="reload" data-t-title="reload.title" title="Run the edited source on a fresh device (Ctrl+Enter)">Reload</button></h2>
            <div class="editor"><pre id="gutter" class="gutter" aria-hidden="true"></pre><textarea id="source" spellcheck="false" wrap="off" data-t-label="source" aria-label="Source"></textarea></div>
            <div id="source-errors" class="errors"></div></div>
        </div>
        <div id="lab-mode" class="mode" hidden>
          <section class="col lab-left">
            <div class="panel"><h2 data-t="lab.exercise">Exercise</h2>
              <div class="lab-pick"><select id="lab-exercise" data-t-label="lab.pick" aria-label="Exercise to do"></select><button id="lab-next" data-t="lab.next">Next</button></div>
              <div id="lab-progress" class="progress"></div>
              <h3 id="lab-title"></h3><p id="lab-concept" class="concept"></p>
              <div id="lab-task" class="task-text"></div>
              <div class="hints"><button id="lab-hint" data-t="lab.hint">Show a hint</button><ol id="lab-hints"></ol></div></div>
          </section>
          <div class="panel timeline-panel"><h2><span data-t="lab.timeline">Checks' timeline</span> <small data-t="lab.timeline.sub">the failing checks, or all when every check passes</small></h2>
            <div id="lab-timeline" class="timeline"></div></div>
          <div class="panel checks-panel"><h2><span data-t="lab.checks">Checks</span> <span id="lab-verdict"></span></h2><ul id="lab-checks" class="checks"></ul></div>
          <div class="panel answer-panel"><h2><span data-t="lab.answer">Your answer</span> <small id="lab-file"></small>
            <button id="lab-run" class="small primary" data-t="lab.run" data-t-title="lab.run.title" title="Run the exercise's checks on this text (Ctrl+Enter)">Run checks</button></h2>
            <div class="editor"><pre id="lab-gutter" class="gutter" aria-hidden="true"></pre><textarea id="lab-answer" spellcheck="false" wrap="off" data-t-label="lab.answer" aria-label="Your answer"></textarea></div>
            <div id="lab-errors" class="errors"></div></div>
        </div>
        </main>
        <div id="toast" class="toast" role="status" hidden></div>
        <div id="help" class="help" hidden><div class="help-box" role="dialog" aria-modal="true" aria-labelledby="help-title">
          <h2 id="help-title" data-t="keys.title">Keyboard shortcuts (?)</h2>
          <table>\#(helpRows)<tr><td><kbd>Tab</kbd></td><td data-t="keys.tab"></td></tr><tr><td><kbd>Ctrl+Enter</kbd></td><td data-t="keys.run"></td></tr></table>
          <button id="help-close" class="primary" data-t="keys.close">Close</button></div></div>
        """#
}
