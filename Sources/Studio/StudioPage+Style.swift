extension StudioPage {
    /// The style sheet: three columns that fill a 1280x800 window, the device drawn in CSS,
    /// state colours the same as the timeline's (SVGStyle).
    static let style = #"""
        *{box-sizing:border-box}
        html,body{margin:0;height:100%;font:13px/1.35 'DejaVu Sans','Segoe UI',Helvetica,Arial,'PingFang SC','Microsoft YaHei','Noto Sans CJK SC','WenQuanYi Micro Hei',sans-serif;color:#263238;background:#e9edf1}
        body{display:flex;flex-direction:column;min-width:1200px;min-height:640px}
        button,select,input,textarea{font:inherit;color:inherit}
        button{border:1px solid #b0bec5;background:#fff;border-radius:6px;padding:3px 9px;cursor:pointer;margin:2px 2px 2px 0}
        button:hover{background:#f1f4f6;border-color:#78909c}
        button.primary{background:#1565c0;border-color:#0d47a1;color:#fff}
        button.primary:hover{background:#0d47a1}
        button.small{padding:1px 7px;font-size:12px;margin:0 0 0 6px}
        button.unavailable{color:#546e7a;border-style:dashed}
        select,input{border:1px solid #b0bec5;border-radius:6px;padding:3px 5px;background:#fff;margin:2px 2px 2px 0;max-width:100%}
        [hidden]{display:none!important}
        #bar{display:flex;align-items:center;gap:14px;height:46px;padding:0 12px;background:#263238;color:#eceff1;flex:none}
        #bar button{background:#37474f;border-color:#546e7a;color:#eceff1;margin:0 1px}
        #bar button:hover{background:#455a64}
        #bar button.primary{background:#1565c0;border-color:#42a5f5;color:#fff}
        .brand{font-size:16px;letter-spacing:.3px;font-weight:normal;margin:0}.brand b{color:#80cbc4}
        .file{font-family:'DejaVu Sans Mono',monospace;font-size:12px;color:#b0bec5;max-width:230px;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
        .modes button.on{background:#eceff1!important;color:#263238!important}
        .clock .label{font-size:11px;color:#b0bec5}.clock b{font-family:'DejaVu Sans Mono',monospace;font-size:15px;color:#fff;display:inline-block;min-width:92px}
        .bar-right{margin-left:auto;display:flex;align-items:center;gap:4px}
        .status{font-size:11px;padding:2px 8px;border-radius:10px;background:#546e7a;min-width:66px;text-align:center}
        .status.ready{background:#1b5e20;color:#fff}.status.busy{background:#f9a825;color:#263238}.status.ended{background:#c62828;color:#fff}
        .ended-banner{position:fixed;left:50%;top:56px;transform:translateX(-50%);z-index:20;max-width:900px;background:#ffebee;
          border:1px solid #ef9a9a;border-radius:8px;box-shadow:0 4px 16px rgba(0,0,0,.25);color:#b71c1c;padding:10px 14px}
        .ended-banner button{margin-left:10px}
        .past-banner{position:fixed;left:50%;top:56px;transform:translateX(-50%);z-index:19;background:#e3f2fd;border:2px solid #1565c0;
          color:#0d2c4a;padding:8px 14px;border-radius:8px;box-shadow:0 4px 14px rgba(0,0,0,.2);font-size:14px}
        .past-banner button{margin-left:10px}
        #main{flex:1;display:flex;flex-direction:column;min-height:0}
        .mode{flex:1;display:grid;grid-template-columns:320px minmax(0,1fr) 390px;grid-template-rows:minmax(0,45fr) minmax(0,55fr);gap:8px;padding:8px;min-height:0}
        .mode>.col{grid-row:1/3}.timeline-panel{grid-column:2/4;grid-row:1}
        .col{display:flex;flex-direction:column;gap:8px;min-height:0;min-width:0}
        .panel{background:#fff;border:1px solid #d5dde3;border-radius:8px;display:flex;flex-direction:column;min-height:0;overflow:hidden}
        .panel h2{font-size:13px;margin:0;padding:6px 10px;border-bottom:1px solid #eceff1;display:flex;align-items:center;gap:6px;flex:none}
        .panel h2 small{font-weight:normal;color:#546e7a;font-size:11px;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
        .panel h2 button{margin-left:auto}
        .tab{border:none;background:none;margin:0;padding:2px 8px;border-radius:5px;font-weight:bold;color:#546e7a;white-space:nowrap}
        .tab.on{background:#e3f2fd;color:#1565c0}.panel h2 .tab{margin-left:0}
        .count{font-weight:normal;font-size:11px;padding:0 5px;border-radius:8px;background:#eceff1;color:#546e7a}
        .count:empty{display:none}.count.pass{background:#c8e6c9;color:#1b5e20}.count.fail{background:#ffcdd2;color:#b71c1c}
        .timeline{flex:1;overflow:auto;background:#fafbfc;min-height:0}
        .timeline .empty{color:#546e7a;padding:10px;margin:0}
        .trace{flex:1;overflow:auto;font:12px/1.4 'DejaVu Sans Mono',monospace;padding:4px 8px;white-space:pre-wrap;min-height:0}
        .trace div{border-left:3px solid transparent;padding-left:4px}
        .trace .input{color:#1565c0;font-weight:bold;margin-top:4px;border-left-color:#1e88e5}
        .trace .k-action{font-weight:bold}.trace .k-transition{color:#8d6e00}.trace .k-callback{color:#00796b}
        .trace .k-notification{color:#1565c0}.trace .k-crash,.trace .k-termination{color:#c62828;font-weight:bold}
        .trace .k-warning{color:#8e24aa}.trace .k-expect{color:#2e7d32}.trace .k-expect.fail{color:#c62828;font-weight:bold}
        .trace .k-task{color:#6d4c41}.trace .k-log{color:#37474f}.trace .k-url{color:#6a1b9a}
        .trace .value{color:#455a64}.trace .note{color:#546e7a;font-style:italic}
        .trace .selected{background:#fff3c4;border-left-color:#f9a825}
        .trace .error{color:#c62828;background:#fff5f5;border-left-color:#e53935}
        .console{display:flex;align-items:center;gap:6px;border-top:1px solid #eceff1;padding:4px 8px;font-family:'DejaVu Sans Mono',monospace;flex:none}
        .console input{flex:1;font-family:'DejaVu Sans Mono',monospace;font-size:12px;border:none;outline:none;margin:0}
        .editor{flex:1;display:flex;min-height:0;font:12px/17px 'DejaVu Sans Mono',monospace;border-bottom:1px solid #eceff1}
        .gutter{margin:0;padding:6px 6px 6px 4px;text-align:right;color:#546e7a;background:#f5f7f8;overflow:hidden;min-width:34px;user-select:none;font:inherit}
        .gutter .bad{color:#fff;background:#e53935;border-radius:3px}
        .editor textarea{flex:1;border:none;outline:none;resize:none;padding:6px;font:inherit;white-space:pre;overflow:auto;tab-size:2}
        .errors{flex:none;max-height:30%;overflow:auto;font:12px 'DejaVu Sans Mono',monospace;color:#c62828}
        .errors div{padding:3px 8px;border-top:1px solid #ffcdd2;cursor:pointer;white-space:pre-wrap}
        .expectations,.checks{list-style:none;margin:0;padding:4px 8px;overflow:auto;flex:1}
        .expectations li,.checks li{padding:4px 6px 4px 24px;border-bottom:1px solid #f0f2f4;position:relative;font-size:12px}
        .expectations li::before,.checks li::before{position:absolute;left:4px;top:3px;font-weight:bold}
        .expectations .pass::before,.checks .passed::before{content:'\2713';color:#2e7d32}
        .expectations .fail::before,.checks .failed::before,.checks .error::before{content:'\2717';color:#c62828}
        .checks .skipped::before{content:'\2013';color:#546e7a}.checks .skipped{color:#546e7a}
        .expectations pre,.checks pre{margin:4px 0 0;font:11px/1.35 'DejaVu Sans Mono',monospace;white-space:pre-wrap;color:#455a64;background:#fafafa;padding:4px}
        .expectations .empty,.checks .empty{color:#546e7a;padding-left:6px}.expectations .empty::before{content:''}
        .checks .why{color:#6d4c41;font-size:12px;margin-top:2px}
        #lab-verdict.green{color:#2e7d32}#lab-verdict.red{color:#c62828}
        .device-col{align-items:stretch}
        .phone{position:relative;margin:0 auto;background:#1c2226;border-radius:38px;padding:11px;box-shadow:0 4px 14px rgba(0,0,0,.25);flex:none}
        .phone.iphone{width:250px;height:500px}
        .phone.ipad{width:300px;height:410px;border-radius:18px;padding:9px}
        .side{position:absolute;right:-5px;top:96px;width:5px;height:54px;padding:0;margin:0;border:none;border-radius:0 3px 3px 0;background:#455a64}
        .ipad .side{top:-5px;right:40px;width:44px;height:5px;border-radius:3px 3px 0 0}
        .screen{position:relative;width:100%;height:100%;border-radius:28px;overflow:hidden;background:#eceff1;display:flex;flex-direction:column}
        .ipad .screen{border-radius:10px}
        .statusbar{height:26px;display:flex;align-items:center;justify-content:space-between;padding:0 14px;font-size:11px;font-weight:bold;flex:none;z-index:3;position:relative}
        .ipad .statusbar{height:18px;font-size:9px}
        .notch{width:74px;height:18px;background:#1c2226;border-radius:0 0 12px 12px;position:absolute;left:50%;top:0;transform:translateX(-50%)}
        .ipad .notch{display:none}
        .pull{border:none;background:none;padding:0 2px;margin:0;font-size:inherit;font-weight:bold;border-radius:4px}
        .pull:hover{background:rgba(0,0,0,.08)}
        .content{flex:1;position:relative;display:flex;flex-direction:column;min-height:0}
        .home-bar{position:absolute;left:50%;bottom:6px;transform:translateX(-50%);width:84px;height:5px;border-radius:3px;background:#263238;border:none;padding:0;margin:0;z-index:5;opacity:.75}
        .home-bar:hover{opacity:1}
        .wallpaper{background:linear-gradient(160deg,#4fc3f7,#7e57c2 60%,#ec407a)}
        .icons{display:grid;grid-template-columns:repeat(4,1fr);gap:14px 6px;padding:14px 10px}
        .ipad .icons{grid-template-columns:repeat(6,1fr);gap:8px 4px;padding:8px 10px}
        .icon{display:flex;flex-direction:column;align-items:center;gap:3px;border:none;background:none;padding:0;margin:0;color:#fff;font-size:10px;text-shadow:0 1px 2px rgba(0,0,0,.5)}
        .icon:hover{background:none}
        .icon .tile{position:relative;width:46px;height:46px;border-radius:12px;display:flex;align-items:center;justify-content:center;font-size:20px;font-weight:bold;color:#fff;box-shadow:0 2px 4px rgba(0,0,0,.25)}
        .ipad .icon .tile{width:38px;height:38px;border-radius:9px;font-size:16px}
        .icon .badge{position:absolute;right:-6px;top:-6px;min-width:19px;height:19px;border-radius:10px;background:#e53935;color:#fff;font-size:11px;line-height:19px;text-align:center;padding:0 4px;border:1.5px solid #fff;text-shadow:none}
        .icon .name{max-width:56px;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
        .icon .dot{width:7px;height:7px;border-radius:4px;border:1px solid rgba(255,255,255,.8)}
        .st-notRunning{background:#eceff1}.st-inactive,.st-foregroundInactive{background:#ffd54f}.st-active,.st-foregroundActive{background:#66bb6a}
        .st-background{background:#64b5f6}.st-suspended{background:#b39ddb}.st-unattached{background:#eceff1}
        .app-screen{flex:1;display:flex;flex-direction:column;align-items:center;justify-content:center;color:#fff;gap:8px;text-align:center;padding:10px}
        .app-screen .big{font-size:22px;font-weight:bold;text-shadow:0 1px 3px rgba(0,0,0,.35)}
        .pill{display:inline-block;padding:2px 9px;border-radius:10px;font-size:11px;color:#263238;font-weight:bold}
        .app-screen .sub{font-size:11px;opacity:.9}
        .ui-controls{display:flex;flex-wrap:wrap;justify-content:center;gap:4px;max-width:100%}
        .ui-controls button{font-size:11px;padding:2px 8px;border-radius:10px;background:rgba(255,255,255,.9);border:none;color:#263238;max-width:100%;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
        .ui-controls button.unavailable{background:rgba(255,255,255,.5);outline:1px dashed #fff}
        .window .ui-controls button{font-size:9px;padding:1px 5px}
        .windows{flex:1;display:flex;gap:4px;padding:4px}
        .window{flex:1;border-radius:6px;display:flex;flex-direction:column;overflow:hidden;border:2px solid transparent;min-width:0}
        .window.focused{border-color:#fff;box-shadow:0 0 0 1px #1e88e5}
        .window .titlebar{display:flex;align-items:center;gap:3px;background:rgba(0,0,0,.25);color:#fff;font-size:9px;padding:1px 3px}
        .window .titlebar button{font-size:9px;padding:0 4px;margin:0 0 0 auto;border-radius:3px;background:rgba(255,255,255,.85);border:none}
        .window .titlebar button+button{margin-left:2px}
        .window .body{flex:1;display:flex;align-items:center;justify-content:center;color:#fff;font-weight:bold;font-size:12px;cursor:pointer}
        .dim{filter:brightness(.55) saturate(.7)}
        .overlay{position:absolute;inset:0;z-index:2;display:flex;flex-direction:column}
        .sheet{background:rgba(236,239,241,.93);backdrop-filter:blur(4px);padding:30px 12px 12px;gap:8px;display:flex;flex-direction:column}
        .sheet h4{margin:0;font-size:13px}
        .sheet .tiles{display:grid;grid-template-columns:repeat(2,1fr);gap:8px}
        .sheet .tiles span{background:#fff;border-radius:12px;padding:10px 8px;font-size:11px;text-align:center;color:#546e7a}
        .sheet .note{font-size:11px;color:#607d8b}
        .switcher{background:rgba(38,50,56,.82);padding:38px 8px 20px;overflow-x:auto;flex-direction:row;align-items:center;gap:10px}
        .card{flex:none;width:118px;height:210px;border-radius:14px;display:flex;flex-direction:column;align-items:center;justify-content:center;color:#fff;
          box-shadow:0 3px 10px rgba(0,0,0,.4);cursor:grab;touch-action:none;user-select:none;position:relative;transition:transform .15s}
        .ipad .card{width:90px;height:120px}
        .card .cname{font-weight:bold;font-size:13px}.card .cstate{font-size:10px;margin-top:4px}
        .card .kill{position:absolute;top:4px;right:4px;width:20px;height:20px;border-radius:10px;padding:0;margin:0;border:none;background:rgba(0,0,0,.35);color:#fff;font-size:12px;line-height:20px}
        .card .hint{position:absolute;bottom:6px;font-size:9px;opacity:.8}
        .card .chips{display:flex;flex-direction:column;gap:2px;margin-top:6px}
        .card .chip{font-size:9px;padding:0 5px;margin:0;border-radius:6px;background:rgba(0,0,0,.3);color:#fff;border:none}
        .switcher .none{color:#cfd8dc;font-size:12px;margin:auto}
        .lock{flex:1;display:flex;flex-direction:column;align-items:center;color:#fff;background:linear-gradient(180deg,#37474f,#263238);padding-top:34px;gap:4px}
        .lock .time{font-size:46px;font-weight:200}.ipad .lock .time{font-size:30px}
        .lock .date{font-size:11px;opacity:.8}.lock .padlock{font-size:10px;letter-spacing:2px;text-transform:uppercase;margin-top:8px;padding:2px 8px;border:1px solid rgba(255,255,255,.5);border-radius:8px}
        .lock button{margin-top:auto;margin-bottom:26px;background:rgba(255,255,255,.15);border-color:rgba(255,255,255,.4);color:#fff}
        .call{position:absolute;inset:0;z-index:4;background:linear-gradient(180deg,#1b5e20,#263238);color:#fff;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:6px}
        .call.call-banner{inset:auto 6px auto 6px;top:28px;height:auto;padding:8px;border-radius:14px;z-index:7}
        .call .who{font-size:18px}.call .what{font-size:11px;opacity:.8;padding:0 18px;text-align:center}
        .controls{display:flex;flex-direction:column;gap:6px;overflow:auto;min-height:0;flex:1}
        .controls .group{background:#fff;border:1px solid #d5dde3;border-radius:8px;padding:4px 8px 6px}
        .controls h2.group-title{margin:0 0 2px;font-size:11px;text-transform:uppercase;letter-spacing:.5px;color:#546e7a}
        .controls button,.controls select,.controls input{font-size:12px;padding:2px 6px}
        .controls form{display:flex;gap:2px;margin:0}.controls form input{flex:1;min-width:0}
        .controls select{max-width:150px}
        .lab-left .panel{flex:1}.lab-left{grid-row:1/3}
        .lab-pick{display:flex;gap:4px;padding:6px 8px 0}.lab-pick select:first-child{flex:1;min-width:0}
        .lab-left h3{margin:6px 10px 0;font-size:14px}.concept{margin:0 10px;color:#546e7a;font-size:11px}
        .task-text{flex:1;overflow:auto;margin:6px 0 0;padding:0 10px;font-size:12px;line-height:1.45;border-top:1px solid #eceff1;min-height:0}
        .task-text h4{font-size:13px;margin:8px 0 4px}.task-text p{margin:6px 0}.task-text ol,.task-text ul{margin:4px 0;padding-left:20px}
        .task-text code{font:11.5px 'DejaVu Sans Mono',monospace;background:#eef2f5;padding:0 3px;border-radius:3px}
        .hints{flex:none;border-top:1px solid #eceff1;padding:4px 10px;max-height:34%;overflow:auto}
        .hints ol{margin:4px 0;padding-left:20px;font-size:12px;color:#4e342e}
        .toast{position:fixed;left:50%;bottom:18px;transform:translateX(-50%);background:#263238;color:#fff;padding:8px 14px;border-radius:8px;
          box-shadow:0 3px 12px rgba(0,0,0,.3);max-width:760px;z-index:10;font-size:12px;white-space:pre-wrap}
        .toast.bad{background:#b71c1c}
        .banners{position:absolute;left:6px;right:6px;top:28px;z-index:6;display:flex;flex-direction:column;gap:4px}
        .banner,.nc-item{display:flex;align-items:flex-start;background:rgba(255,255,255,.96);border-radius:12px;box-shadow:0 2px 8px rgba(0,0,0,.3);color:#263238}
        .nc-item{box-shadow:none;border:1px solid #cfd8dc}
        .note-open{flex:1;min-width:0;text-align:left;border:none;background:none;margin:0;padding:5px 8px;font-size:11px;display:flex;flex-direction:column;color:#263238}
        .note-open b{font-size:10px;text-transform:uppercase;color:#455a64}.note-open span{overflow:hidden;text-overflow:ellipsis;white-space:nowrap;max-width:100%}
        .note-open .note-body{color:#455a64}
        .note-clear{border:none;background:none;margin:2px;padding:0 6px;font-size:14px;color:#455a64}
        .nc-list{display:flex;flex-direction:column;gap:6px;overflow:auto;min-height:0;flex:1}
        .help{position:fixed;inset:0;z-index:30;background:rgba(38,50,56,.55);display:flex;align-items:center;justify-content:center}
        .help-box{background:#fff;border-radius:10px;padding:14px 18px;max-width:520px;box-shadow:0 6px 24px rgba(0,0,0,.35)}
        .help-box h2{font-size:16px;margin:0 0 8px}.help-box td{padding:3px 8px;vertical-align:top}
        kbd{font:12px 'DejaVu Sans Mono',monospace;border:1px solid #b0bec5;border-bottom-width:2px;border-radius:4px;padding:0 5px;background:#f5f7f8}
        body.lab .time-controls,body.lab .steps,body.lab #reset,body.lab #save,body.lab .clock{display:none}
        .progress{padding:2px 10px 0;font-size:11px;color:#2e7d32}
        .diagrams{flex:1;overflow:auto;padding:4px 8px;min-height:0}
        .diagram h3{font-size:12px;margin:6px 0 0}.diagram svg{display:block}
        .sr-only{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
        :focus-visible{outline:3px solid #ff9800;outline-offset:1px}
        .editor textarea:focus-visible,.console input:focus-visible{outline:3px solid #ff9800;outline-offset:-3px}
        button:disabled,select:disabled,input:disabled{opacity:.55;cursor:not-allowed}
        .steps{display:inline-flex}#bar button{white-space:nowrap}
        @media (max-width:1480px){#bar .file,#bar .clock .label{display:none}#bar{gap:8px}}
        .zoom{margin-left:auto;display:flex;flex:none}.panel h2 .zoom button{margin:0 0 0 4px}
        .icon .state{font-size:9px;line-height:13px;padding:0 5px;border-radius:7px;color:#263238;text-shadow:none;max-width:64px;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
        @media (max-width:900px){
          body{min-width:0;min-height:0;height:auto}
          #bar{flex-wrap:wrap;height:auto;padding:6px 8px;gap:6px}
          .bar-right{margin-left:0;flex-wrap:wrap}
          .mode{display:flex;flex-direction:column}
          .mode>.col,.timeline-panel,.panel{min-height:auto}
          .timeline-panel{height:320px}.trace-panel{height:360px}.source-panel{height:420px}
          .controls{overflow:visible}
        }
        """#
}
