"""gpuadvisor: which GPU to buy or rent for deep-learning work."""

__version__ = "0.1.0"
