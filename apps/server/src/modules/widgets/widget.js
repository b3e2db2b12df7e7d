// The Hireloop jobs widget (GET /widget.js). A host page places
//   <div data-hireloop-jobs="{slug}" data-color="#1d4ed8" data-layout="list" data-limit="10"></div>
// (or data-hireloop-enterprise="{id}" for every location of an enterprise, with a location filter)
// and loads this script. It has no dependencies, draws inside a shadow root so the host's styles
// and ours stay apart, writes text only through textContent, and reads the jobs with
// credentials: 'omit': the host's cookies (and ours) never travel.
(() => {
  const script = document.currentScript;
  const origin = script?.src ? new URL(script.src).origin : window.location.origin;
  const COLOR = /^#[0-9a-fA-F]{6}$/;

  function element(tag, className, text) {
    const node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined) node.textContent = text;
    return node;
  }

  function styles(color, layout) {
    return `:host{all:initial;display:block;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#0f172a}
.box{border:1px solid #e2e8f0;border-top:4px solid ${color};border-radius:12px;background:#fff;padding:16px}
h2{margin:0 0 12px;font-size:18px}
ul{list-style:none;margin:0;padding:0;display:grid;gap:8px;${layout === 'cards' ? 'grid-template-columns:repeat(auto-fill,minmax(220px,1fr));' : ''}}
li a{display:block;padding:12px;border:1px solid #e2e8f0;border-radius:8px;text-decoration:none;color:inherit}
li a:hover,li a:focus-visible{border-color:${color};outline:2px solid ${color};outline-offset:1px}
.title{display:block;font-weight:700}
.meta{display:block;margin-top:4px;font-size:14px;color:#334155}
.note{margin:8px 0 0;font-size:14px;color:#334155}
label{display:block;font-size:14px;font-weight:600;margin-bottom:4px}
select{font:inherit;padding:6px 8px;border:1px solid #94a3b8;border-radius:6px;margin-bottom:12px;max-width:100%}
.more{display:inline-block;margin-top:12px;padding:8px 14px;border-radius:8px;border:2px solid ${color};color:#0f172a;text-decoration:none;font-weight:600;font-size:14px}`;
  }

  function render(host) {
    if (host.hireloopJobs) return;
    host.hireloopJobs = true;
    const slug = host.getAttribute('data-hireloop-jobs');
    const enterprise = host.getAttribute('data-hireloop-enterprise');
    const colorAttribute = host.getAttribute('data-color') || '';
    const color = COLOR.test(colorAttribute) ? colorAttribute : '#1d4ed8';
    const layout = host.getAttribute('data-layout') === 'cards' ? 'cards' : 'list';
    const limit = Math.min(
      50,
      Math.max(1, Number.parseInt(host.getAttribute('data-limit') || '10', 10) || 10),
    );
    const path = slug
      ? `/api/public/companies/${encodeURIComponent(slug)}/opportunities`
      : `/api/public/enterprises/${encodeURIComponent(enterprise || '')}/opportunities`;

    const root = host.attachShadow ? host.attachShadow({ mode: 'open' }) : host;
    root.appendChild(element('style', '', styles(color, layout)));
    const box = element('section', 'box');
    box.setAttribute('aria-label', 'Open jobs');
    box.appendChild(element('h2', '', 'Open jobs'));
    const filter = element('div');
    const list = element('ul');
    const note = element('p', 'note', 'Loading jobs…');
    box.append(filter, list, note);
    if (slug) {
      const more = element('a', 'more', 'See all jobs');
      more.href = `${origin}/careers/${encodeURIComponent(slug)}`;
      more.target = '_blank';
      more.rel = 'noopener';
      box.appendChild(more);
    }
    root.appendChild(box);

    function draw(body) {
      list.textContent = '';
      for (const job of body.data) {
        const link = element('a');
        link.href = job.url;
        link.target = '_blank';
        link.rel = 'noopener';
        link.appendChild(element('span', 'title', job.title));
        const meta = [
          enterprise ? job.company_name : '',
          job.location,
          job.remote ? 'Remote' : '',
          job.employment_type_label,
          job.pay || '',
        ]
          .filter(Boolean)
          .join(' · ');
        link.appendChild(element('span', 'meta', meta));
        const item = element('li');
        item.appendChild(link);
        list.appendChild(item);
      }
      note.textContent = body.data.length ? '' : 'There are no open jobs right now.';
      note.hidden = body.data.length > 0;
      if (body.locations && !filter.firstChild) drawFilter(body.locations);
    }

    function drawFilter(locations) {
      const id = `hireloop-location-${Math.random().toString(36).slice(2)}`;
      const label = element('label', '', 'Location');
      label.htmlFor = id;
      const select = element('select');
      select.id = id;
      select.appendChild(element('option', '', 'All locations')).value = '';
      for (const location of locations)
        select.appendChild(element('option', '', location.name)).value = String(location.id);
      select.addEventListener('change', () => load(select.value));
      filter.append(label, select);
    }

    function load(location) {
      note.hidden = false;
      note.textContent = 'Loading jobs…';
      const query = `?per_page=${limit}${location ? `&location=${encodeURIComponent(location)}` : ''}`;
      fetch(origin + path + query, { credentials: 'omit', mode: 'cors' })
        .then((response) => (response.ok ? response.json() : Promise.reject(response.status)))
        .then(draw)
        .catch(() => {
          list.textContent = '';
          note.hidden = false;
          note.textContent = 'Jobs could not be loaded.';
        });
    }
    load('');
  }

  function init() {
    for (const host of document.querySelectorAll('[data-hireloop-jobs],[data-hireloop-enterprise]'))
      render(host);
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', init);
  else init();
})();
