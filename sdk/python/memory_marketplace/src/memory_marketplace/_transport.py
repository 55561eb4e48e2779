"""What both clients share: retries (httpx-retries), the automatic Idempotency-Key, typed answers."""

from __future__ import annotations

import uuid
from typing import Any, TypeVar

import httpx
from httpx_retries import Retry, RetryTransport
from memory_marketplace_client.types import Response

from ._errors import MemoryMarketplaceConnectionError, MemoryMarketplaceTimeoutError, error_from_response

# The spec's retryable statuses. POST is retried too: every POST carries an Idempotency-Key, so the
# service answers a repeat with the first answer instead of doing the work twice.
RETRIED_STATUSES = (429, 500, 502, 503, 504)
RETRIED_METHODS = ("GET", "HEAD", "OPTIONS", "PUT", "DELETE", "POST", "PATCH")
# Connection failures only: a read timeout is not retried (the service may still be working on it).
RETRIED_EXCEPTIONS = (httpx.ConnectError, httpx.ConnectTimeout, httpx.ReadError, httpx.WriteError, httpx.RemoteProtocolError)

T = TypeVar("T")


def retry_policy(max_retries: int, backoff_factor: float, max_backoff_wait: float) -> Retry:
    """Exponential backoff (``backoff_factor * 2^n`` seconds) with full jitter; ``Retry-After`` wins."""
    return Retry(
        total=max_retries,
        allowed_methods=RETRIED_METHODS,
        status_forcelist=RETRIED_STATUSES,
        retry_on_exceptions=RETRIED_EXCEPTIONS,
        backoff_factor=backoff_factor,
        backoff_jitter=1.0,
        respect_retry_after_header=True,
        max_backoff_wait=max_backoff_wait,
    )


def retry_transport(retry: Retry, *, async_: bool) -> RetryTransport:
    return RetryTransport(transport=httpx.AsyncHTTPTransport() if async_ else httpx.HTTPTransport(), retry=retry)


def new_idempotency_key() -> str:
    return str(uuid.uuid4())


def set_idempotency_key(request: httpx.Request) -> None:
    """One key per logical call: set before the transport, which resends this same request on retry."""
    if request.method == "POST" and "idempotency-key" not in request.headers:
        request.headers["Idempotency-Key"] = new_idempotency_key()


async def set_idempotency_key_async(request: httpx.Request) -> None:
    set_idempotency_key(request)


def answer(response: Response[Any], expected: type[T]) -> T:
    """The success model, or the error envelope raised as ``MemoryMarketplaceError``."""
    if 200 <= response.status_code < 300 and isinstance(response.parsed, expected):
        return response.parsed
    raw = httpx.Response(status_code=response.status_code, headers=dict(response.headers), content=response.content)
    raise error_from_response(raw)


def unreachable(error: httpx.TransportError) -> MemoryMarketplaceConnectionError:
    if isinstance(error, httpx.TimeoutException) and not isinstance(error, httpx.ConnectTimeout):
        return MemoryMarketplaceTimeoutError(f"no answer in time: {error!r}")
    return MemoryMarketplaceConnectionError(f"the service could not be reached: {error!r}")
