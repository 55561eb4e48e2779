from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.marketplace_error_error import MarketplaceErrorError


T = TypeVar("T", bound="MarketplaceError")


@_attrs_define
class MarketplaceError:
    """The marketplace surface's error envelope.

    Example:
        {'error': {'code': 'not_found', 'message': 'No API with id api_missing.', 'status': 404, 'request_id':
            'req_01J9ZQ7X', 'param': 'api_id'}}

    Attributes:
        error (MarketplaceErrorError):
    """

    error: MarketplaceErrorError

    def to_dict(self) -> dict[str, Any]:
        error = self.error.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "error": error,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.marketplace_error_error import MarketplaceErrorError  # noqa: PLC0415

        d = dict(src_dict)
        error = MarketplaceErrorError.from_dict(d.pop("error"))

        marketplace_error = cls(
            error=error,
        )

        return marketplace_error
