"""Buy-vs-rent charts (pyqtgraph).  Import the modules directly (``ui.charts.charts_view``); this
package's ``__init__`` stays empty so that importing ``gpuadvisor.ui`` never loads pyqtgraph."""
