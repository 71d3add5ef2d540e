"""Card Desk's run-time hook for PySide6, used instead of PyInstaller's own (build.spec).

PyInstaller's hook imports PySide6.QtCore as the program starts, to give Qt an embedded
qt.conf. The PySide6 wheels register their own qt.conf when QtCore is imported, so that
early import only made every command-line command (``deskapp check …``, which never
loads Qt) about 0.1 s slower. This hook keeps the rest: where Qt finds its plug-ins.
"""


def _pyi_rthook() -> None:
    import os  # noqa: PLC0415 (a run-time hook leaves no names behind)
    import sys  # noqa: PLC0415

    bundle = sys._MEIPASS  # type: ignore[attr-defined]  # set by PyInstaller's bootloader
    windows = sys.platform.startswith("win")
    qt = os.path.join(bundle, "PySide6") if windows else os.path.join(bundle, "PySide6", "Qt")
    os.environ["QT_PLUGIN_PATH"] = os.path.join(qt, "plugins")
    os.environ["QML2_IMPORT_PATH"] = os.path.join(qt, "qml")
    if windows:  # QtNetwork finds the OpenSSL libraries collected beside the program
        os.environ["PATH"] = bundle + os.pathsep + os.environ.get("PATH", "")


_pyi_rthook()
del _pyi_rthook
