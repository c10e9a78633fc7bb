#!/usr/bin/python3
"""
The browser WebKitWebDriver starts (test-support/engines/webkit.ts): one
undecorated window of exactly a phone's screen holding only the page (Debian's
MiniBrowser keeps its page at least 447 px wide). With --automation it answers
the driver's sessions; without, it opens the address given, for a look by hand.
Options: --size=WxH, --no-javascript, --data-dir=PATH (the profile: cache and
service workers), --user-script=FILE (run at the start of every page).
Accelerated compositing is off: under Xvfb there is no GPU, and software GL
put a delay between WebKit's paint and the screen that a phone does not have.
"""
import sys

import gi

gi.require_version("Gtk", "3.0")
gi.require_version("WebKit2", "4.1")
from gi.repository import Gtk, WebKit2  # noqa: E402


def option(name, default=None):
    for arg in sys.argv[1:]:
        if arg == f"--{name}":
            return True
        if arg.startswith(f"--{name}="):
            return arg.split("=", 1)[1]
    return default


width, height = (int(side) for side in option("size", "390x844").split("x"))
data_dir = option("data-dir")
if data_dir:
    data = WebKit2.WebsiteDataManager(base_data_directory=data_dir, base_cache_directory=data_dir)
else:
    data = WebKit2.WebsiteDataManager.new_ephemeral()
context = WebKit2.WebContext(website_data_manager=data)
settings = WebKit2.Settings(
    enable_javascript=not option("no-javascript", False),
    hardware_acceleration_policy=WebKit2.HardwareAccelerationPolicy.NEVER,
)
scripts = WebKit2.UserContentManager()
if option("user-script"):
    with open(option("user-script"), encoding="utf-8") as source:
        scripts.add_script(
            WebKit2.UserScript(
                source.read(),
                WebKit2.UserContentInjectedFrames.ALL_FRAMES,
                WebKit2.UserScriptInjectionTime.START,
                None,
                None,
            )
        )
windows = []


def closed(window):
    windows.remove(window)
    # The session's last window closed: the driver has ended the session.
    if not windows:
        Gtk.main_quit()


def new_view(_session=None):
    view = WebKit2.WebView(web_context=context, settings=settings, user_content_manager=scripts, is_controlled_by_automation=bool(_session))
    window = Gtk.Window(decorated=False, resizable=False)
    window.set_default_size(width, height)
    window.set_size_request(width, height)
    window.move(0, 0)
    window.add(view)
    view.connect("close", lambda *_: window.destroy())
    # Said on stderr, which the driver's log keeps: a crashed page otherwise ends the session without a word.
    view.connect("web-process-terminated", lambda _view, reason: print(f"webkit-window: web process ended ({reason.value_nick})", file=sys.stderr, flush=True))
    window.connect("destroy", closed)
    window.show_all()
    windows.append(window)
    return view


def on_automation_started(_context, session):
    info = WebKit2.ApplicationInfo()
    info.set_name("engines-webkit-window")
    info.set_version(WebKit2.get_major_version(), WebKit2.get_minor_version(), WebKit2.get_micro_version())
    session.set_application_info(info)
    session.connect("create-web-view", new_view)


if option("automation", False):
    context.set_automation_allowed(True)
    context.connect("automation-started", on_automation_started)
else:
    new_view().load_uri(next((arg for arg in sys.argv[1:] if not arg.startswith("--")), "about:blank"))

Gtk.main()
