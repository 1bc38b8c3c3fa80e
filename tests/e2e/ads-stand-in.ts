// Stand-ins of Meta's and TikTok's pixel scripts and of where they send events, on an origin of
// their own (the platforms are outside the machine): GET /en_US/fbevents.js and
// /i18n/pixel/events.js serve scripts that take the base codes' queues as the real ones do and
// report each event the way each platform documents its browser events: Meta's image request
// GET /tr/?id=<pixel>&ev=<event>&eid=<eventID>&cd[<param>]=<value> (Meta Pixel, "image pixel"
// tag), TikTok's POST /api/v2/pixel with the event, its event_id and properties. Sources in
// docs/ads.md. Each script is padded to the real script's size (PIXEL_SCRIPT_BYTES), so a
// Lighthouse run with ads accepted downloads and parses what a shopper's phone would. The pages
// load them when the build is given ADS_SCRIPT_ORIGIN (src/server/settings/ad-scripts.ts).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';

/** Approximate sizes of the real scripts (uncompressed), see docs/ads.md. */
export const PIXEL_SCRIPT_BYTES = { meta: 230_000, tiktok: 200_000 } as const;

export type PixelHit =
  | {
      platform: 'meta';
      pixel: string;
      event: string;
      eventId: string | null;
      data: Record<string, string>;
      fbp: string | null;
      fbc: string | null;
    }
  | { platform: 'tiktok'; pixel: string; event: string; eventId: string | null; data: Record<string, unknown>; ttp: string | null };

const cookieReader = `function cookie(n){var m=document.cookie.split('; ').filter(function(c){return c.indexOf(n+'=')===0})[0];return m?decodeURIComponent(m.slice(n.length+1)):null}`;

// What fbevents.js does that the shop relies on: takes fbq.queue, answers later calls (callMethod),
// sets _fbp when there is none, and sends each event as an image request.
const META_SCRIPT = `(function(){var s=document.currentScript,o=new URL(s.src).origin,f=window.fbq;if(!f)return;${cookieReader}
if(!cookie('_fbp'))document.cookie='_fbp=fb.1.'+Date.now()+'.'+(1e9+Math.floor(Math.random()*9e9))+'; Max-Age=7776000; Path=/; SameSite=Lax';
var ids=[];function send(ev,cd,opt){ids.forEach(function(id){var p=new URLSearchParams({id:id,ev:ev,dl:location.href});if(opt&&opt.eventID)p.set('eid',opt.eventID);
for(var k in cd||{})p.set('cd['+k+']',typeof cd[k]==='object'?JSON.stringify(cd[k]):String(cd[k]));var b=cookie('_fbp'),c=cookie('_fbc');if(b)p.set('fbp',b);if(c)p.set('fbc',c);new Image().src=o+'/tr/?'+p})}
f.callMethod=function(cmd,a,b,c){if(cmd==='init')ids.push(String(a));else if(cmd==='track'||cmd==='trackCustom')send(a,b,c)};
var q=f.queue||[];f.queue=[];q.forEach(function(args){f.callMethod.apply(f,args)})})();`;

// What events.js does that the shop relies on: takes the ttq array's queued calls, replaces the
// methods, sets _ttp when there is none, and posts each event.
const TIKTOK_SCRIPT = `(function(){var s=document.currentScript,u=new URL(s.src),o=u.origin,id=u.searchParams.get('sdkid'),t=window.ttq;if(!t)return;${cookieReader}
if(!cookie('_ttp'))document.cookie='_ttp='+Math.random().toString(36).slice(2)+Date.now().toString(36)+'; Max-Age=33696000; Path=/; SameSite=Lax';
function send(ev,props,opt){fetch(o+'/api/v2/pixel',{method:'POST',mode:'no-cors',keepalive:true,headers:{'content-type':'text/plain'},
body:JSON.stringify({event:ev,event_id:opt&&opt.event_id||null,properties:props||{},context:{pixel:{code:id},page:{url:location.href},user:{ttp:cookie('_ttp')}}})})}
var h={page:function(){send('Pageview',{})},track:send};var q=t.slice();t.length=0;(t.methods||[]).forEach(function(m){t[m]=h[m]||function(){}});
q.forEach(function(c){var f=h[c[0]];if(f)f.apply(null,c.slice(1))})})();`;

/** Code-like padding to the real script's size: functions never called, as most of a real pixel's are on a page. */
function padded(script: string, bytes: number): string {
  let seed = 40;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648);
  const parts = [script, '\nvar __standInBody=['];
  let size = script.length;
  while (size < bytes) {
    const a = next().toString(36);
    const b = (next() % 9973).toString();
    const piece = `function(x${a}){var y=x${a}*${b}+${next() % 97};return y>${b}?"${a}":x${a}.toString(${(next() % 34) + 2})},`;
    parts.push(piece);
    size += piece.length;
  }
  parts.push('null];');
  return parts.join('');
}

export type AdsStandIn = { url: string; hits: PixelHit[]; scriptRequests: string[]; close: () => Promise<void> };

export async function startAdsStandIn(port = 0): Promise<AdsStandIn> {
  // Served gzipped to a browser that takes it, as the platforms' CDNs serve them.
  const scripts: Record<string, Buffer> = {
    '/en_US/fbevents.js': gzipSync(padded(META_SCRIPT, PIXEL_SCRIPT_BYTES.meta)),
    '/i18n/pixel/events.js': gzipSync(padded(TIKTOK_SCRIPT, PIXEL_SCRIPT_BYTES.tiktok)),
  };
  const hits: PixelHit[] = [];
  const scriptRequests: string[] = [];
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    response.setHeader('access-control-allow-origin', '*');
    const script = scripts[url.pathname];
    if (request.method === 'GET' && script) {
      scriptRequests.push(url.pathname);
      response.writeHead(200, {
        'content-type': 'application/javascript',
        'content-encoding': 'gzip',
        'cache-control': 'public, max-age=1200',
      });
      response.end(script);
      return;
    }
    if (request.method === 'GET' && (url.pathname === '/tr/' || url.pathname === '/tr')) {
      const data = Object.fromEntries([...url.searchParams].filter(([k]) => k.startsWith('cd[')).map(([k, v]) => [k.slice(3, -1), v]));
      hits.push({
        platform: 'meta',
        pixel: url.searchParams.get('id') ?? '',
        event: url.searchParams.get('ev') ?? '',
        eventId: url.searchParams.get('eid'),
        data,
        fbp: url.searchParams.get('fbp'),
        fbc: url.searchParams.get('fbc'),
      });
      response.writeHead(200, { 'content-type': 'image/gif' });
      response.end(Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64'));
      return;
    }
    if (request.method === 'POST' && url.pathname === '/api/v2/pixel') {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        try {
          const event = JSON.parse(body) as {
            event: string;
            event_id: string | null;
            properties: Record<string, unknown>;
            context: { pixel: { code: string }; user: { ttp: string | null } };
          };
          hits.push({
            platform: 'tiktok',
            pixel: event.context.pixel.code,
            event: event.event,
            eventId: event.event_id,
            data: event.properties,
            ttp: event.context.user.ttp,
          });
          response.writeHead(200, { 'content-type': 'application/json' });
          response.end('{"code":0,"message":"OK"}');
        } catch {
          response.writeHead(400).end();
        }
      });
      return;
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${bound}`,
    hits,
    scriptRequests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Where the admin site's stand-in listens: 5 after the site's own port (the Supabase stand-in is the next). */
export const adsStandInPort = (sitePort: number) => sitePort + 5;
