#!/usr/bin/env python3
"""Reads the DOM of loopcc-check's HTML page as Chromium serialized it
(--dump-dom) and prints what a reader sees, for FileCheck:

    summary: <file> chains=<n> applied=<n> missed=<n> skipped=<n> not-needed=<n>
    kind: <transformation> applied=<n> missed=<n> skipped=<n> not-needed=<n>[ (none)]
    legend: <status>: <meaning>
    link <href> -> <id of the element it reaches>        (or BROKEN)
    file <heading>
      line <n> <class>: <notes text>                      (marked lines only)
      explain: <first line of the folded explain view>
    external: <url>                                       (must never appear)

Exit status 1 if a link reaches nothing or the page loads anything from
outside (src=, href= to a scheme other than '#').
Usage: html_dom.py DOM.html
"""
import html.parser
import sys


class Page(html.parser.HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.ids = set()
        self.links = []
        self.external = []
        self.out = []
        self.stack = []  # (tag, classes)
        self.cell = None
        self.row = None
        self.in_summary = False
        self.in_kinds = False
        self.row_none = False
        self.legend = None
        self.heading = None
        self.line = None
        self.notes_depth = None
        self.notes_text = []
        self.pre = None

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        classes = (a.get("class") or "").split()
        self.stack.append((tag, classes))
        if "id" in a:
            self.ids.add(a["id"])
        for key in ("src", "href"):
            v = a.get(key)
            if v is None:
                continue
            if key == "href" and v.startswith("#"):
                self.links.append(v[1:])
            else:
                self.external.append(v)
        if tag == "table" and "summary" in classes:
            self.in_summary = True
            self.in_kinds = "kinds" in classes
        if self.in_summary and tag == "tr":
            self.row = []
            self.row_none = "none" in classes
        if tag == "dt" and self.stack[-2][0] == "dl":
            self.legend = {"dt": [], "dd": [], "in": "dt"}
        if tag == "dd" and self.legend is not None:
            self.legend["in"] = "dd"
        if self.in_summary and tag in ("td", "th"):
            self.cell = []
        if tag == "h2":
            self.heading = []
        if tag == "div" and "line" in classes:
            self.line = {"num": "", "class": " ".join(c for c in classes if c != "line"),
                         "notes": [], "explain": None}
        if tag == "div" and "notes" in classes:
            self.notes_depth = len(self.stack)
        if tag == "pre" and self.line is not None:
            self.pre = []

    def handle_endtag(self, tag):
        if tag == "table" and self.in_summary:
            self.in_summary = False
        if self.in_summary and tag in ("td", "th") and self.cell is not None:
            self.row.append("".join(self.cell).strip())
            self.cell = None
        if tag == "dd" and self.legend is not None:
            self.out.append("legend: %s: %s" % tuple(
                " ".join("".join(self.legend[k]).split()) for k in ("dt", "dd")))
            self.legend = None
        if self.in_summary and self.in_kinds and tag == "tr" and self.row:
            if self.row[0] != "transformation":
                names = ["applied", "missed", "skipped", "not-needed"]
                self.out.append("kind: " + self.row[0] + " " +
                                " ".join(f"{n}={v}" for n, v in zip(names, self.row[1:])) +
                                (" (none)" if self.row_none else ""))
            self.row = None
        if self.in_summary and tag == "tr" and self.row:
            if self.row[0] not in ("file", "total"):
                names = ["chains", "applied", "missed", "skipped", "not-needed"]
                self.out.append("summary: " + self.row[0] + " " +
                                " ".join(f"{n}={v}" for n, v in zip(names, self.row[1:])))
            self.row = None
        if tag == "h2" and self.heading is not None:
            self.out.append("file " + "".join(self.heading).strip())
            self.heading = None
        if tag == "pre" and self.pre is not None:
            text = "".join(self.pre)
            self.line["explain"] = text.splitlines()[0] if text else ""
            self.pre = None
        if self.notes_depth is not None and len(self.stack) == self.notes_depth and tag == "div":
            self.notes_depth = None
        if tag == "div" and self.line is not None and self.stack and "line" in self.stack[-1][1]:
            if self.line["class"]:
                notes = " ".join(" ".join(self.line["notes"]).split())
                self.out.append(f"  line {self.line['num']} {self.line['class']}: {notes}")
                if self.line["explain"] is not None:
                    self.out.append("  explain: " + self.line["explain"])
            self.line = None
        if self.stack:
            self.stack.pop()

    def handle_data(self, data):
        if self.legend is not None:
            self.legend[self.legend["in"]].append(data)
        if self.cell is not None:
            self.cell.append(data)
        if self.heading is not None:
            self.heading.append(data)
        if self.pre is not None:
            self.pre.append(data)
            return
        if self.line is not None:
            top = self.stack[-1][1] if self.stack else []
            if "num" in top:
                self.line["num"] = data.strip()
            elif self.notes_depth is not None and self.stack[-1][0] != "summary":
                self.line["notes"].append(data)


page = Page()
page.feed(open(sys.argv[1], encoding="utf-8").read())
bad = False
for line in page.out:
    print(line)
for target in page.links:
    if target in page.ids:
        print(f"link #{target} -> {target}")
    else:
        print(f"link #{target} -> BROKEN")
        bad = True
for url in page.external:
    print("external: " + url)
    bad = True
sys.exit(1 if bad else 0)
