import { SERVICE_WORKER_PATH, STATUS_APP_MANIFEST, WEB_MANIFEST } from "../../shared/built-files"
import { ROUTES } from "../../shared/routes"

/**
 * The inline script every built page carries (gatsby-ssr.tsx) to link the
 * web manifest and register the offline worker once the first contentful
 * paint is on screen and the
 * main thread is free (or at `load` where Paint Timing is missing). The app
 * registers it too (./register.ts), but only once its JavaScript has
 * arrived, which on a weak signal is long after the page is readable; and
 * after the paint the worker's downloads never compete with it
 * (docs/offline.md). ES5, like the pages' loader, for old phones.
 */
export function earlyRegistrationScript(): string {
  return [
    "(function(n,w){",
    'if(!("serviceWorker" in n))return;',
    "var done=0,P=w.PerformanceObserver,idle=w.requestIdleCallback||function(f){setTimeout(f,0)};",
    "function go(){if(done)return;done=1;",
    // The manifest, left out of the head (src/browser/startup/head.ts), for the phone's "Add to Home Screen": the status
    // screen's own, so that added from there it is the trackers' status app, which an iPhone needs for Web Push.
    `var l=document.createElement("link");l.rel="manifest";l.href=location.pathname.indexOf(${JSON.stringify(ROUTES.status)})===0?${JSON.stringify(STATUS_APP_MANIFEST)}:${JSON.stringify(WEB_MANIFEST)};l.crossOrigin="anonymous";document.head.appendChild(l);`,
    "idle(function(){",
    `n.serviceWorker.register(${JSON.stringify(SERVICE_WORKER_PATH)}).catch(function(){})`,
    "},{timeout:2000})}",
    'w.addEventListener("load",go);',
    'if(P&&(P.supportedEntryTypes||[]).indexOf("paint")>=0)new P(function(list){list.getEntries().forEach(function(e){',
    'if(e.name==="first-contentful-paint")go()})}).observe({type:"paint",buffered:true})',
    "})(navigator,window)",
  ].join("")
}
