"""The PySide6 GUI: a thin layer over the Qt-free core."""
