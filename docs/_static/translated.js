/* A page's prose in the language chosen on it (skrules.sphinx_translated): each {translated} part is a
   <div class="translated" data-lang="..."> per language, the English shown by default. The page's language
   switch (a select named "lang", whose page's script restores this device's choice as the content loads) shows
   the parts in its language, English where a part is not translated yet, and says the page's headings, its
   table of contents and the window's title in it (#translated-titles, from the catalogues). */
(() => {
  const parts = [...document.querySelectorAll("div.translated[data-lang]")];
  const titles = JSON.parse(document.getElementById("translated-titles")?.textContent || "{}");
  // Each heading's own text (its first text node; the permalink after it stays), with its English kept.
  const texts = [...document.querySelectorAll("article h1, article h2, article h3, .toc-tree a")]
    .map((el) => ({ el, node: el.firstChild }))
    .filter(({ node }) => node && node.nodeType === Node.TEXT_NODE)
    .map((text) => ({ ...text, english: text.node.nodeValue.trim() }));
  const heading = texts.find(({ el }) => el.tagName === "H1")?.english;
  const windowTitle = document.title;

  function show(lang) {
    const shown = parts.some((part) => part.dataset.lang === lang) ? lang : "en";
    for (const part of parts) part.hidden = part.dataset.lang !== shown;
    const said = titles[lang] || {};
    for (const { el, node, english } of texts) {
      node.nodeValue = said[english] ?? english;
      if (said[english]) el.lang = lang;
      else el.removeAttribute("lang");
    }
    document.title = heading && said[heading] && windowTitle.startsWith(heading)
      ? said[heading] + windowTitle.slice(heading.length) : windowTitle;
  }

  // The switch says the remembered choice once its page's script has set it, as the page's content loads.
  const begin = () => {
    const select = document.querySelector("select[name=lang]");
    if (select) show(select.value);
  };
  // A deferred script runs while the state is "interactive", before the page's own DOMContentLoaded listeners.
  if (document.readyState === "complete") begin();
  else document.addEventListener("DOMContentLoaded", begin);
  document.addEventListener("change", (event) => {
    if (event.target instanceof HTMLSelectElement && event.target.name === "lang") show(event.target.value);
  });
})();
