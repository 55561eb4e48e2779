"""The exceptions the facade raises: an HTTP error answer, a service out of reach, a timeout."""

from __future__ import annotations

import json
from typing import Any

import httpx


class MemoryMarketplaceError(Exception):
    """The service answered with an error (4xx/5xx), after any retries.

    ``type`` is the memory surface's error type (``invalid_request_error``...), ``code`` the marketplace
    surface's code (``not_found``...) or the memory error's finer ``code`` when it gives one.
    """

    def __init__(
        self,
        *,
        status: int,
        message: str,
        type: str | None = None,
        code: str | None = None,
        request_id: str | None = None,
        body: Any = None,
    ) -> None:
        super().__init__(f"{status} {type or code or 'error'}: {message}" + (f" (request {request_id})" if request_id else ""))
        self.status = status
        self.type = type
        self.code = code
        self.message = message
        self.request_id = request_id
        self.body = body


class MemoryMarketplaceConnectionError(Exception):
    """The service could not be reached (or dropped the connection) on every attempt."""


class MemoryMarketplaceTimeoutError(MemoryMarketplaceConnectionError):
    """No answer within the client's timeout (not retried: the service may still be working on it)."""


def error_from_response(response: httpx.Response) -> MemoryMarketplaceError:
    """Reads either error envelope: memory ``{type:"error", error:{type,message,request_id}}`` or
    marketplace ``{error:{code,message,status,request_id}}``; anything else keeps the raw text."""
    try:
        body: Any = json.loads(response.content)
    except ValueError:
        body = None
    error = body.get("error") if isinstance(body, dict) else None
    request_id = response.headers.get("x-request-id")
    if not isinstance(error, dict):
        return MemoryMarketplaceError(
            status=response.status_code, message=response.text[:500] or response.reason_phrase, request_id=request_id, body=body
        )
    return MemoryMarketplaceError(
        status=response.status_code,
        message=str(error.get("message", "")),
        type=error.get("type") if isinstance(error.get("type"), str) else None,
        code=error.get("code") if isinstance(error.get("code"), str) else None,
        request_id=error.get("request_id") if isinstance(error.get("request_id"), str) else request_id,
        body=body,
    )
