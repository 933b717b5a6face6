"""Report sections -> one HTML string for QTextDocument (no Qt).

QTextDocument understands a subset of HTML 4 and CSS: tables with ``border``/``cellpadding``
attributes, ``page-break-before: always`` on block elements, ``data:`` image URLs (or images the
caller registered with the document: ``render(..., image_src=...)``).  It does not
keep a table row from splitting across pages, so rows stay short (long reasons go in lists below
the tables) and each major section starts on a new page where ``Section.page_break_before`` says.
"""

from __future__ import annotations

import base64
from collections.abc import Callable
from html import escape

from gpuadvisor.report.document import Bullets, Callout, Heading, Image, KeyValues, Paragraph, Section, Table

# text width the images are sized for when the caller does not say (A4 minus 2 x 15 mm, points)
DEFAULT_TEXT_WIDTH = 510.0

STYLE = """
body { font-size: 9pt; color: #222222; }
h1 { font-size: 15pt; color: #1b3a5c; margin-top: 0px; margin-bottom: 6px; }
h2 { font-size: 12.5pt; color: #1b3a5c; margin-top: 14px; margin-bottom: 4px; }
h3 { font-size: 10pt; color: #333333; margin-top: 10px; margin-bottom: 3px; }
h3.part { font-size: 11pt; color: #1b3a5c; margin-top: 14px; }
p { margin-top: 3px; margin-bottom: 3px; }
p.note { color: #555555; font-size: 8pt; }
p.lead { margin-top: 6px; margin-bottom: 6px; }
p.caption { color: #555555; font-size: 8pt; margin-top: 2px; margin-bottom: 10px; }
p.subtitle { color: #555555; font-size: 8.5pt; margin-top: 0px; margin-bottom: 8px; }
p.decision { font-size: 10.5pt; font-weight: bold; color: #1b3a5c; margin-top: 2px; margin-bottom: 2px; }
p.callout-head { font-size: 8pt; color: #555555; margin-top: 0px; margin-bottom: 2px; }
th { background-color: #e8eef5; font-weight: bold; text-align: left; }
td.key { color: #555555; }
ul { margin-top: 2px; margin-bottom: 4px; }
li { margin-bottom: 1px; }
"""


def _cell(text: str, align: str, tag: str = "td", width: int | None = None, small: bool = False) -> str:
    a = {"r": "right", "c": "center"}.get(align, "left")
    w = f' width="{width}%"' if width else ""
    css = ["font-size: 7.5pt"] if small else []  # QTextDocument does not inherit it from <table>
    if a == "right" and tag == "td" and len(str(text)) <= 14:
        css.append("white-space: nowrap")  # numbers and money never wrap (long texts may: a nowrap
        # cell as wide as a sentence squeezes the other columns to a word a line)
    st = f' style="{"; ".join(css)};"' if css else ""
    return f'<{tag} align="{a}"{w}{st}>{escape(str(text))}</{tag}>'


def _table(t: Table) -> str:
    align = t.align or ""
    widths = t.widths or []
    head = "".join(_cell(c, align[i] if i < len(align) else "l", "th", widths[i] if i < len(widths) else None,
                         t.small) for i, c in enumerate(t.columns))
    body = "".join(
        "<tr>" + "".join(_cell(v, align[i] if i < len(align) else "l", small=t.small) for i, v in enumerate(row))
        + "</tr>"
        for row in t.rows
    )
    cap = f'<p class="caption">{escape(t.caption)}</p>' if t.caption else ""
    return (f'<table border="1" cellspacing="0" cellpadding="{2 if t.small else 3}" width="100%" '
            f'style="border-color: #b8c4d0; border-style: solid;"><thead><tr>{head}</tr></thead>'
            f'<tbody>{body}</tbody></table>{cap}')


def _key_values(kv: KeyValues) -> str:
    rows = "".join(f'<tr><td class="key">{escape(k)}</td><td><b>{escape(v)}</b></td></tr>' for k, v in kv.rows)
    return f'<table cellspacing="0" cellpadding="2">{rows}</table>'


def _callout(c: Callout) -> str:
    """A shaded one-cell table: QTextDocument draws backgrounds on table cells, not on paragraphs."""
    lines = "".join(f'<p class="decision">{escape(x)}</p>' for x in c.lines)
    rows = "".join(f'<tr><td class="key" style="padding-right: 10px;">{escape(k)}</td><td><b>{escape(v)}</b></td></tr>'
                   for k, v in c.rows)
    table = f'<table cellspacing="0" cellpadding="2" style="margin-top: 6px;">{rows}</table>' if rows else ""
    return (f'<table width="100%" cellspacing="0" cellpadding="8" bgcolor="#eef3f8" '
            f'style="border-color: #b8c4d0; border-style: solid; margin-bottom: 4px;" border="1"><tr><td>'
            f'<p class="callout-head">{escape(c.heading)}</p>{lines}{table}</td></tr></table>')


ImageSrc = Callable[[Image], "str | None"]


def _image(img: Image, text_width: float, image_src: ImageSrc | None = None) -> str:
    src = image_src(img) if image_src is not None else None
    if src is None:
        if not isinstance(img.png, (bytes, bytearray)):
            raise TypeError(f"an image of type {type(img.png).__name__} needs an image_src to name it")
        src = "data:image/png;base64," + base64.b64encode(img.png).decode("ascii")
    width = int(text_width * max(0.1, min(img.width_fraction, 1.0)))
    cap = f'<p class="caption">{escape(img.caption)}</p>' if img.caption else ""
    return f'<p><img src="{escape(src)}" width="{width}"></p>{cap}'


def _item(it, text_width: float, image_src: ImageSrc | None = None) -> str:
    if isinstance(it, Heading):
        level = max(2, min(it.level, 4))
        return f"<h{level}>{escape(it.text)}</h{level}>"
    if isinstance(it, Paragraph):
        cls = f' class="{it.style}"' if it.style else ""
        return f"<p{cls}>{escape(it.text)}</p>"
    if isinstance(it, KeyValues):
        return _key_values(it)
    if isinstance(it, Table):
        return _table(it)
    if isinstance(it, Bullets):
        return "<ul>" + "".join(f"<li>{escape(x)}</li>" for x in it.items) + "</ul>"
    if isinstance(it, Image):
        return _image(it, text_width, image_src)
    if isinstance(it, Callout):
        return _callout(it)
    raise TypeError(f"unknown report item {type(it).__name__}")


def render(sections: list[Section], *, text_width: float = DEFAULT_TEXT_WIDTH, lang: str = "en",
           image_src: ImageSrc | None = None) -> str:
    """One HTML document; the first section's title is the page title (h1), the others h2 (h3
    for a part of an appendix, ``Section.level``).

    ``image_src(image)`` names the picture of an ``Image`` for the ``src`` attribute, e.g. a
    resource the caller adds to its QTextDocument; None (or no ``image_src``): PNG bytes inlined as
    a ``data:`` URL."""
    parts = []
    for i, sec in enumerate(sections):
        tag = "h1" if i == 0 else f"h{max(2, min(getattr(sec, 'level', 2), 3))}"
        brk = ' style="page-break-before: always;"' if sec.page_break_before and i > 0 else ""
        cls = ' class="part"' if tag == "h3" else ""
        parts.append(f"<{tag}{cls}{brk}>{escape(sec.title)}</{tag}>")
        parts.extend(_item(it, text_width, image_src) for it in sec.items)
    html_lang = "zh-Hant-TW" if lang == "zh_TW" else "en"
    return (f'<html lang="{html_lang}"><head><meta charset="utf-8"><style>{STYLE}</style></head>'
            f"<body>{''.join(parts)}</body></html>")
