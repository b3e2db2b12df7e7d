// The stylesheet of the server-rendered career pages: inline (one request, nothing blocks the first
// paint; the CSP allows inline styles), no web fonts, no scripts. Colours come from the page's
// brand colours through CSS variables.
import { readableTextOn } from '@hireloop/shared/career-pages';

export function careerPageStyles(primary: string, accent: string): string {
  return `:root{--primary:${primary};--on-primary:${readableTextOn(primary)};--accent:${accent};--on-accent:${readableTextOn(accent)};color-scheme:light}
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;color:#0f172a;background:#f8fafc;line-height:1.5}
a{color:#1e3a8a}
a:focus-visible,button:focus-visible,input:focus-visible,select:focus-visible{outline:3px solid var(--accent);outline-offset:2px}
.skip{position:absolute;left:-999px}.skip:focus{left:1rem;top:1rem;background:#fff;padding:.5rem 1rem;z-index:10}
.wrap{max-width:64rem;margin:0 auto;padding:0 1rem}
.hero{position:relative;background:var(--primary);color:var(--on-primary);overflow:hidden}
.hero img.cover{position:absolute;inset:0;width:100%;height:100%;object-fit:cover;opacity:.35}
.hero .wrap{position:relative;display:flex;gap:1rem;align-items:center;padding-top:3rem;padding-bottom:3rem}
.logo{width:4.5rem;height:4.5rem;border-radius:1rem;background:#fff;object-fit:contain;flex:none;box-shadow:0 1px 3px rgba(0,0,0,.2)}
.hero h1{margin:0;font-size:clamp(1.6rem,4vw,2.5rem);line-height:1.15}
.hero p{margin:.25rem 0 0;font-size:1.05rem}
main{padding:2rem 0 3rem}
section{margin-bottom:2.5rem}
h2{font-size:1.35rem;margin:0 0 1rem}
.card{background:#fff;border:1px solid #e2e8f0;border-radius:.75rem;padding:1.25rem}
.about p:first-child{margin-top:0}.about p:last-child{margin-bottom:0}
.items{display:grid;gap:.75rem;grid-template-columns:repeat(auto-fill,minmax(14rem,1fr));list-style:none;padding:0;margin:0}
.items li{background:#fff;border:1px solid #e2e8f0;border-left:4px solid var(--accent);border-radius:.5rem;padding:.75rem 1rem}
.photos{display:grid;gap:.75rem;grid-template-columns:repeat(auto-fill,minmax(12rem,1fr));list-style:none;padding:0;margin:0}
.photos img{width:100%;aspect-ratio:4/3;object-fit:cover;border-radius:.5rem;display:block}
form.filters{display:grid;gap:.75rem;grid-template-columns:1fr;margin-bottom:1rem}
@media(min-width:48rem){form.filters{grid-template-columns:2fr 1fr 1fr auto;align-items:end}}
label{display:block;font-size:.875rem;font-weight:600;margin-bottom:.25rem}
input,select{width:100%;font:inherit;padding:.55rem .75rem;border:1px solid #94a3b8;border-radius:.5rem;background:#fff;color:#0f172a}
.button{display:inline-block;font:inherit;font-weight:600;text-decoration:none;border:0;border-radius:.5rem;padding:.6rem 1.1rem;background:var(--primary);color:var(--on-primary);cursor:pointer;text-align:center}
.jobs{list-style:none;padding:0;margin:0;display:grid;gap:.75rem}
.job{display:block;text-decoration:none;color:inherit}
.job:hover .title,.job:focus .title{text-decoration:underline}
.job .title{font-weight:700;font-size:1.05rem;color:#0f172a}
.facts{display:flex;flex-wrap:wrap;gap:.5rem;margin:.5rem 0 0;padding:0;list-style:none;font-size:.875rem;color:#334155}
.facts li{background:#f1f5f9;border-radius:999px;padding:.15rem .6rem}
.empty{color:#334155}
.back{display:inline-block;margin-bottom:1rem}
article .facts{margin:0 0 1rem}
.apply{margin-top:1.5rem}
footer{border-top:1px solid #e2e8f0;padding:1.5rem 0;font-size:.875rem;color:#334155}
footer .wrap{display:flex;flex-wrap:wrap;gap:1rem;justify-content:space-between}
footer a{color:#334155}`;
}
