/* A page's prose in the language chosen on it (skrules.sphinx_translated): each {translated} part is a
   <div class="translated" data-lang="..."> per language, the English shown by default. The page's language
   switch (a select named "lang", whose page's script restores this device's choice as the content loads) shows
   the parts in its language, English where a part is not translated yet, and says the page's headings, its
   table of contents, the frame around the page (the theme's words, the sidebar's captions, the translated
   pages' titles) and the window's title in it (#translated-titles, from the catalogues). */
(() => {
  const parts = [...document.querySelectorAll("div.translated[data-lang]")];
  const titles = JSON.parse(document.getElementById("translated-titles")?.textContent || "{}");
  // The words shown: headings, contents and the frame's links and labels, each by its own text (its first
  // text that is not blank: a permalink, an icon or spacing beside it stays), with its English kept.
  const words = [
    "article h1", "article h2", "article h3", ".toc-tree a", ".toc-title", ".sidebar-tree .caption-text",
    ".sidebar-tree a.reference", ".related-pages .context span", ".related-pages .title", ".back-to-top",
  ].join(", ");
  const texts = [...document.querySelectorAll(words)]
    .map((el) => ({ el, node: [...el.childNodes].find((n) => n.nodeType === Node.TEXT_NODE && n.nodeValue.trim()) }))
    .filter(({ node }) => node)
    .map((text) => ({ ...text, english: text.node.nodeValue.trim() }));
  // The search box says its word in its placeholder and its label.
  const search = [...document.querySelectorAll("input.sidebar-search")].flatMap((el) =>
    ["placeholder", "aria-label"].filter((name) => el.hasAttribute(name))
      .map((name) => ({ el, name, english: el.getAttribute(name) })));
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
    for (const { el, name, english } of search) el.setAttribute(name, said[english] ?? english);
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
