"""Memory Marketplace: ``MemoryClient`` / ``AsyncMemoryClient`` over the generated REST client.

The full generated client (every operation and model) ships alongside as ``memory_marketplace_client``.
"""

from ._client import AsyncMemoryClient, MemoryClient
from ._errors import MemoryMarketplaceConnectionError, MemoryMarketplaceError, MemoryMarketplaceTimeoutError

__all__ = [
    "AsyncMemoryClient",
    "MemoryClient",
    "MemoryMarketplaceConnectionError",
    "MemoryMarketplaceError",
    "MemoryMarketplaceTimeoutError",
]
