"""Render the app and document icons from their SVGs with QtSvg (no Pillow).

    .venv/bin/python packaging/make_icons.py

writes, under resources/icons/:

* ``hicolor/<N>x<N>/apps/gpuadvisor.png`` and
  ``hicolor/<N>x<N>/mimetypes/application-x-gpuadvisor-project.png`` for N in HICOLOR_SIZES
  (the freedesktop icon-theme layout, so packaging/linux/install-user.sh copies the tree as is);
* ``gpuadvisor.ico`` (Windows: PNG-compressed entries 16 ... 256, read by Vista and later);
* ``gpuadvisor.icns`` (macOS: PNG entries icp4 ... ic10, written directly; on a Mac the same file can
  be made with ``iconutil -c icns gpuadvisor.iconset`` from the PNGs instead).

The outputs are committed; re-run this script after editing an SVG.
"""

from __future__ import annotations

import os
import struct
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ICONS = ROOT / "resources" / "icons"
APP_SVG = ICONS / "gpuadvisor.svg"
DOC_SVG = ICONS / "gpuadvisor-project.svg"
APP_NAME = "gpuadvisor"
MIME_ICON = "application-x-gpuadvisor-project"

HICOLOR_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# icns OSType -> pixel size (PNG payloads; the @2x types are the same pixels under another name)
ICNS_TYPES = (
    ("icp4", 16), ("icp5", 32), ("icp6", 64), ("ic07", 128), ("ic08", 256), ("ic09", 512),
    ("ic10", 1024), ("ic11", 32), ("ic12", 64), ("ic13", 256), ("ic14", 512),
)


def render_png(svg: Path, size: int) -> bytes:
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QRectF, Qt
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise SystemExit(f"make_icons: cannot read {svg}")
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter, QRectF(0, 0, size, size))
    painter.end()
    data = QByteArray()
    buf = QBuffer(data)
    buf.open(QIODevice.OpenModeFlag.WriteOnly)
    image.convertToFormat(QImage.Format.Format_ARGB32).save(buf, "PNG")
    buf.close()
    return bytes(data)


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    sizes = sorted(pngs)
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = 6 + 16 * len(sizes)
    entries, blobs = b"", b""
    for s in sizes:
        data = pngs[s]
        dim = 0 if s >= 256 else s  # 0 means 256 in an ICONDIRENTRY
        entries += struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(data), offset + len(blobs))
        blobs += data
    return header + entries + blobs


def icns_bytes(pngs: dict[int, bytes]) -> bytes:
    body = b""
    for ostype, size in ICNS_TYPES:
        data = pngs[size]
        body += ostype.encode("ascii") + struct.pack(">I", 8 + len(data)) + data
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def _write(path: Path, data: bytes) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    if path.exists() and path.read_bytes() == data:
        return
    path.write_bytes(data)
    print(f"wrote {path.relative_to(ROOT)} ({len(data)} bytes)")


def main() -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication

    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])  # noqa: F841 - keeps Qt alive
    app_pngs = {s: render_png(APP_SVG, s) for s in sorted(set(HICOLOR_SIZES) | {1024})}
    for s in HICOLOR_SIZES:
        _write(ICONS / "hicolor" / f"{s}x{s}" / "apps" / f"{APP_NAME}.png", app_pngs[s])
        _write(ICONS / "hicolor" / f"{s}x{s}" / "mimetypes" / f"{MIME_ICON}.png", render_png(DOC_SVG, s))
    _write(ICONS / "hicolor" / "scalable" / "apps" / f"{APP_NAME}.svg", APP_SVG.read_bytes())
    _write(ICONS / "hicolor" / "scalable" / "mimetypes" / f"{MIME_ICON}.svg", DOC_SVG.read_bytes())
    _write(ICONS / f"{APP_NAME}.ico", ico_bytes({s: app_pngs[s] for s in ICO_SIZES}))
    _write(ICONS / f"{APP_NAME}.icns", icns_bytes(app_pngs))
    return 0


if __name__ == "__main__":
    sys.exit(main())
