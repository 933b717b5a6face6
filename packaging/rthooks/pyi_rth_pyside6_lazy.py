# Run-time hook that replaces PyInstaller's pyi_rth_pyside6 (see packaging/gpuadvisor.spec, LAZY_QT_CONF).
#
# It sets the same environment, but registers the embedded qt.conf (Prefix = the bundle's PySide6/Qt, so that
# QLibraryInfo finds plugins and translations) when PySide6.QtCore is first imported instead of at start-up.
# The stock hook imports QtCore in every process, which costs ~70 ms for the Qt-free CLI subcommands.


def _pyi_rthook():
    import os
    import sys

    from _pyi_rth_utils import is_macos_app_bundle, prepend_path_to_environment_variable
    from _pyi_rth_utils import qt as qt_rth_utils

    qt_rth_utils.ensure_single_qt_bindings_package("PySide6")

    if sys.platform.startswith("win"):
        pyqt_path = os.path.join(sys._MEIPASS, "PySide6")
    else:
        pyqt_path = os.path.join(sys._MEIPASS, "PySide6", "Qt")

    os.environ["QT_PLUGIN_PATH"] = os.path.join(pyqt_path, "plugins")
    if is_macos_app_bundle:
        pyqt_path_res = os.path.normpath(
            os.path.join(sys._MEIPASS, "..", "Resources", os.path.relpath(pyqt_path, sys._MEIPASS)))
        os.environ["QML2_IMPORT_PATH"] = os.pathsep.join(
            [os.path.join(pyqt_path_res, "qml"), os.path.join(pyqt_path, "qml")])
    else:
        os.environ["QML2_IMPORT_PATH"] = os.path.join(pyqt_path, "qml")
    if sys.platform.startswith("win"):
        prepend_path_to_environment_variable(sys._MEIPASS, "PATH")
    if sys.platform == "darwin" and not is_macos_app_bundle:
        prepend_path_to_environment_variable(sys._MEIPASS, "DYLD_LIBRARY_PATH")

    class _QtConfOnFirstImport:
        """Meta-path finder that lets PySide6.QtCore load normally, then registers qt.conf once."""

        def find_spec(self, name, path=None, target=None):
            if name != "PySide6.QtCore":
                return None
            sys.meta_path.remove(self)
            import importlib.util

            spec = importlib.util.find_spec(name)
            if spec is None or spec.loader is None:
                return spec
            exec_module = spec.loader.exec_module

            def exec_and_register(module):
                exec_module(module)
                try:
                    qt_rth_utils.create_embedded_qt_conf("PySide6", pyqt_path)
                except Exception:  # noqa: BLE001 - never break the import over qt.conf
                    pass

            spec.loader.exec_module = exec_and_register
            return spec

        def invalidate_caches(self):
            pass

    sys.meta_path.insert(0, _QtConfOnFirstImport())


_pyi_rthook()
del _pyi_rthook
