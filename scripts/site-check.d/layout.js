// Reads a screen page's layout as Chromium drew it, for scripts/site-check: appended to a copy
// of the page (the site itself has no script), it writes one line per problem into a <pre
// id="site-check"> that `--dump-dom` prints. What it checks, at the window's size:
//   - each shown pattern's column is at least 40% of the page's width (two patterns ticked);
//   - code is drawn at 16 px or more, and no rule breaks a word (overflow-wrap, word-break);
//   - every trace is drawn at its own size, its text at 12 px or more.
(function () {
  const problems = [];
  const page = document.documentElement.clientWidth;
  const heads = Array.from(document.querySelectorAll(".slot.head > div"))
    .filter((cell) => getComputedStyle(cell).display !== "none");
  for (const cell of heads) {
    const share = cell.getBoundingClientRect().width / page;
    if (share < 0.4) {
      problems.push(`column ${cell.className}: ${(share * 100).toFixed(0)}% of the page`);
    }
  }
  for (const code of document.querySelectorAll(".columns pre, .file h3")) {
    const style = getComputedStyle(code);
    if (code.tagName === "PRE" && parseFloat(style.fontSize) < 16) {
      problems.push(`code at ${style.fontSize}`);
    }
    if (style.overflowWrap === "anywhere" || style.wordBreak === "break-all") {
      problems.push(`a rule breaks words in ${code.tagName.toLowerCase()}`);
    }
  }
  for (const svg of document.querySelectorAll(".trace svg")) {
    if (getComputedStyle(svg.closest(".trace")).display === "none") continue;
    const drawn = svg.getBoundingClientRect().width;
    const natural = svg.width.baseVal.value;
    if (Math.abs(drawn - natural) > 1) {
      problems.push(`a trace drawn ${drawn.toFixed(0)} px wide, not its ${natural} px`);
    }
    const size = parseFloat(svg.getAttribute("font-size") || "0");
    if (size < 12) problems.push(`trace text at ${size} px`);
  }
  const report = document.createElement("pre");
  report.id = "site-check";
  report.textContent = problems.length ? problems.join("\n") : "ok";
  document.body.appendChild(report);
})();
