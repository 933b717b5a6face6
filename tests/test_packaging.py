"""Packaging files, checked without Qt and without building the bundle (packaging/ci_bundle.sh builds it).

The spec is executed with stand-ins for PyInstaller's Analysis/PYZ/EXE/COLLECT/BUNDLE, so what it would
hand PyInstaller (datas, hidden imports, executables, the macOS Info.plist) is checked as data.
"""

from __future__ import annotations

import ast
import configparser
import plistlib
import struct
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PACKAGING = ROOT / "packaging"
SPEC = PACKAGING / "gpuadvisor.spec"
DESKTOP = PACKAGING / "linux" / "gpuadvisor.desktop"
MIME_XML = PACKAGING / "linux" / "gpuadvisor-mime.xml"
ICONS = ROOT / "resources" / "icons"
HICOLOR_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
MIME_TYPE = "application/x-gpuadvisor-project"
SMI = "{http://www.freedesktop.org/standards/shared-mime-info}"


class _Recorder:
    """Stand-in for a PyInstaller build target: remembers its arguments."""

    calls: list = []

    def __init__(self, *args, **kwargs):
        self.args, self.kwargs = args, kwargs
        self.kind = type(self).__name__
        _Recorder.calls.append(self)


class Analysis(_Recorder):
    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.binaries, self.datas, self.pure, self.scripts = [], [], [], []


class PYZ(_Recorder):
    pass


class EXE(_Recorder):
    pass


class COLLECT(_Recorder):
    pass


class BUNDLE(_Recorder):
    pass


@pytest.fixture(scope="module")
def spec():
    _Recorder.calls = []
    namespace = {
        "__file__": str(SPEC), "__name__": "__main__", "SPECPATH": str(PACKAGING),
        "Analysis": Analysis, "PYZ": PYZ, "EXE": EXE, "COLLECT": COLLECT, "BUNDLE": BUNDLE,
    }
    exec(compile(SPEC.read_text(encoding="utf-8"), str(SPEC), "exec"), namespace)
    namespace["_calls"] = list(_Recorder.calls)
    return namespace


def _calls(spec, kind):
    return [c for c in spec["_calls"] if c.kind == kind]


def test_spec_parses_as_python():
    ast.parse(SPEC.read_text(encoding="utf-8"), filename=str(SPEC))


def test_spec_ships_catalogs_and_resources(spec):
    (analysis,) = _calls(spec, "Analysis")
    datas = analysis.kwargs["datas"]
    dests = {dest for _src, dest in datas}
    assert {"catalogs", "resources"} <= dests
    for src, dest in datas:
        assert Path(src).is_dir(), src
        assert Path(src).name == dest
    entry = Path(analysis.args[0][0])
    assert entry.is_file()
    assert "gpuadvisor.__main__" in entry.read_text(encoding="utf-8")


def test_spec_hidden_imports_cover_every_subcommand(spec):
    from gpuadvisor.cli import SUBCOMMANDS

    (analysis,) = _calls(spec, "Analysis")
    hidden = set(analysis.kwargs["hiddenimports"])
    for module in SUBCOMMANDS.values():
        assert f"gpuadvisor.cli.{module}" in hidden, f"add gpuadvisor.cli.{module} to CLI_MODULES in {SPEC.name}"
        assert (ROOT / "gpuadvisor" / "cli" / f"{module}.py").is_file()
    for qt in ("PySide6.QtOpenGL", "PySide6.QtOpenGLWidgets", "PySide6.QtSvg", "PySide6.QtPrintSupport"):
        assert qt in hidden
    excludes = set(analysis.kwargs["excludes"])
    assert {"PySide6.QtTest", "PySide6.QtQml", "PySide6.QtQuick", "PySide6.QtWebEngineCore"} <= excludes
    assert not hidden & excludes


def test_spec_keeps_only_needed_qt_parts(spec):
    keep = spec["keep"]
    assert keep("PySide6/Qt/translations/qtbase_zh_TW.qm")
    assert keep("PySide6/Qt/translations/qt_en.qm")
    assert not keep("PySide6/Qt/translations/qtbase_de.qm")
    assert not keep("PySide6/Qt/translations/designer_zh_TW.qm")
    assert keep("PySide6/Qt/plugins/platforms/libqxcb.so")
    assert keep("PySide6/Qt/plugins/platforms/libqoffscreen.so")
    assert not keep("PySide6/Qt/plugins/platforms/libqvnc.so")
    assert keep("PySide6/Qt/plugins/imageformats/libqsvg.so")
    assert keep("PySide6/Qt/plugins/iconengines/libqsvgicon.so")
    assert not keep("PySide6/Qt/plugins/platformthemes/libqgtk3.so")
    assert not keep("PySide6/Qt/plugins/sqldrivers/libqsqlite.so")
    assert keep("resources/i18n/gpuadvisor_zh_TW.qm")  # the app's own translations are not Qt's


def test_spec_console_executable_and_version(spec):
    (exe,) = _calls(spec, "EXE")  # this test runs on Linux/macOS CI: one executable
    assert exe.kwargs["name"] == "gpuadvisor"
    assert exe.kwargs["strip"] is False  # strip=True breaks numpy's openblas
    import sys

    if sys.platform.startswith("linux"):
        assert exe.kwargs["console"] is True
    (coll,) = _calls(spec, "COLLECT")
    assert coll.kwargs["name"] == "gpuadvisor"
    assert coll.kwargs["strip"] is False
    from gpuadvisor import __version__

    assert spec["VERSION"] == __version__


def test_info_plist_declares_the_document_type(spec):
    plist = spec["INFO_PLIST"]
    from gpuadvisor import __version__

    assert plist["CFBundleShortVersionString"] == __version__
    uti = spec["UTI"]
    (doc,) = plist["CFBundleDocumentTypes"]
    assert uti in doc["LSItemContentTypes"]
    assert doc["CFBundleTypeRole"] in ("Editor", "Viewer")
    (exported,) = plist["UTExportedTypeDeclarations"]
    assert exported["UTTypeIdentifier"] == uti == "com.gpuadvisor.project"
    tags = exported["UTTypeTagSpecification"]
    assert tags["public.filename-extension"] == ["gpuadv"]
    assert MIME_TYPE in tags["public.mime-type"]
    assert "public.json" in exported["UTTypeConformsTo"]
    plistlib.loads(plistlib.dumps(plist))  # serialisable as an Info.plist


def test_desktop_file_has_required_keys():
    cp = configparser.ConfigParser(interpolation=None, strict=True)
    cp.optionxform = str  # keys are case-sensitive
    cp.read(DESKTOP, encoding="utf-8")
    entry = cp["Desktop Entry"]
    assert entry["Type"] == "Application"
    assert entry["Name"]
    assert entry["Exec"] == "gpuadvisor %f"
    assert entry["Icon"] == "gpuadvisor"
    assert entry["Terminal"] == "false"
    assert entry["MimeType"] == f"{MIME_TYPE};"
    assert entry["Categories"] == "Science;Office;"
    assert entry.get("Version", "1.4") in ("1.0", "1.1", "1.2", "1.3", "1.4")  # bookworm's validator rejects 1.5


def test_mime_xml_declares_gpuadv():
    root = ET.parse(MIME_XML).getroot()
    assert root.tag == f"{SMI}mime-info"
    (mime,) = root.findall(f"{SMI}mime-type")
    assert mime.get("type") == MIME_TYPE
    assert "*.gpuadv" in [g.get("pattern") for g in mime.findall(f"{SMI}glob")]
    assert mime.find(f"{SMI}comment") is not None
    for match in mime.iter(f"{SMI}match"):
        assert "gpuadvisor-project" in match.get("value")


def test_example_projects_match_the_magic():
    for example in (ROOT / "resources" / "examples").glob("*.gpuadv"):
        assert b'"format": "gpuadvisor-project"' in example.read_bytes()[:64], example.name


def _png_size(path: Path) -> tuple[int, int]:
    data = path.read_bytes()[:24]
    assert data[:8] == b"\x89PNG\r\n\x1a\n", f"{path} is not a PNG"
    assert data[12:16] == b"IHDR"
    return struct.unpack(">II", data[16:24])


@pytest.mark.parametrize("size", HICOLOR_SIZES)
def test_icon_pngs_in_every_hicolor_size(size):
    for rel in ("apps/gpuadvisor.png", "mimetypes/application-x-gpuadvisor-project.png"):
        path = ICONS / "hicolor" / f"{size}x{size}" / rel
        assert path.is_file(), f"missing {path}: run packaging/make_icons.py"
        assert _png_size(path) == (size, size)


def test_svg_icons_are_well_formed():
    for name in ("gpuadvisor.svg", "gpuadvisor-project.svg"):
        root = ET.parse(ICONS / name).getroot()
        assert root.tag == "{http://www.w3.org/2000/svg}svg"


def test_ico_and_icns():
    ico = (ICONS / "gpuadvisor.ico").read_bytes()
    reserved, kind, count = struct.unpack("<HHH", ico[:6])
    assert (reserved, kind) == (0, 1) and count >= 5
    sizes = set()
    for i in range(count):
        w, h, _c, _r, _planes, _bpp, length, offset = struct.unpack("<BBBBHHII", ico[6 + 16 * i: 22 + 16 * i])
        assert ico[offset:offset + 8] == b"\x89PNG\r\n\x1a\n" and offset + length <= len(ico)
        sizes.add(w or 256)
    assert {16, 32, 48, 256} <= sizes
    icns = (ICONS / "gpuadvisor.icns").read_bytes()
    assert icns[:4] == b"icns" and struct.unpack(">I", icns[4:8])[0] == len(icns)
    types, pos = set(), 8
    while pos < len(icns):
        ostype, length = icns[pos:pos + 4].decode("ascii"), struct.unpack(">I", icns[pos + 4:pos + 8])[0]
        types.add(ostype)
        pos += length
    assert pos == len(icns)
    assert {"ic07", "ic08", "ic09", "ic10"} <= types


def test_build_scripts_exist_and_pin_pyinstaller():
    reqs = (PACKAGING / "requirements.txt").read_text(encoding="utf-8")
    assert "pyinstaller==6.22.3" in reqs.lower()
    for script in ("build.sh", "ci_bundle.sh", "linux/install-user.sh"):
        text = (PACKAGING / script).read_text(encoding="utf-8")
        assert text.startswith("#!/usr/bin/env bash"), script
    makefile = (ROOT / "Makefile").read_text(encoding="utf-8")
    assert "\npackage:" in makefile and "packaging/build.sh" in makefile
    pyproject = (ROOT / "pyproject.toml").read_text(encoding="utf-8").lower()
    assert "pyinstaller" not in pyproject  # a build tool, not a runtime dependency
