import { SERVICE_WORKER_PATH } from "../../shared/built-files"

/**
 * An inline script for every built page (gatsby-ssr.tsx) that registers the
 * offline service worker once the page's first contentful paint is on
 * screen and the main thread has a moment free (or at `load`, where Paint
 * Timing is missing). The app registers it too (service-worker.ts), but only
 * once its JavaScript has arrived and started, which on Regular 2G is 8–9 s
 * after the navigation, so the numbers would be stored only after 12 s; and
 * `load` is no earlier when the app's scripts were started before it. After
 * the paint, the worker's downloads share the line with the app's, never
 * with the first paint. ES5, like the pages' loader, for old phones.
 */
export function earlyRegistrationScript(): string {
  return [
    "(function(n,w){",
    'if(!("serviceWorker" in n))return;',
    "var done=0,P=w.PerformanceObserver,idle=w.requestIdleCallback||function(f){setTimeout(f,0)};",
    "function go(){if(done)return;done=1;idle(function(){",
    `n.serviceWorker.register(${JSON.stringify(SERVICE_WORKER_PATH)}).catch(function(){})`,
    "},{timeout:2000})}",
    'w.addEventListener("load",go);',
    'if(P&&(P.supportedEntryTypes||[]).indexOf("paint")>=0)new P(function(list){list.getEntries().forEach(function(e){',
    'if(e.name==="first-contentful-paint")go()})}).observe({type:"paint",buffered:true})',
    "})(navigator,window)",
  ].join("")
}
