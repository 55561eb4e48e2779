from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.list_apis_response_200_object import ListApisResponse200Object

if TYPE_CHECKING:
    from ..models.api_listing import ApiListing


T = TypeVar("T", bound="ListApisResponse200")


@_attrs_define
class ListApisResponse200:
    """
    Attributes:
        object_ (ListApisResponse200Object):
        data (list[ApiListing]):
        total (int):
        total_count (int):
        has_more (bool):
        limit (int):
        offset (int):
        next_cursor (None | str): Pass back as `after`; null on the last page.
    """

    object_: ListApisResponse200Object
    data: list[ApiListing]
    total: int
    total_count: int
    has_more: bool
    limit: int
    offset: int
    next_cursor: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        object_ = self.object_.value

        data = []
        for data_item_data in self.data:
            data_item = data_item_data.to_dict()
            data.append(data_item)

        total = self.total

        total_count = self.total_count

        has_more = self.has_more

        limit = self.limit

        offset = self.offset

        next_cursor: None | str
        next_cursor = self.next_cursor

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "object": object_,
                "data": data,
                "total": total,
                "total_count": total_count,
                "has_more": has_more,
                "limit": limit,
                "offset": offset,
                "next_cursor": next_cursor,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.api_listing import ApiListing  # noqa: PLC0415

        d = dict(src_dict)
        object_ = ListApisResponse200Object(d.pop("object"))

        data = []
        _data = d.pop("data")
        for data_item_data in _data:
            data_item = ApiListing.from_dict(data_item_data)

            data.append(data_item)

        total = d.pop("total")

        total_count = d.pop("total_count")

        has_more = d.pop("has_more")

        limit = d.pop("limit")

        offset = d.pop("offset")

        def _parse_next_cursor(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        next_cursor = _parse_next_cursor(d.pop("next_cursor"))

        list_apis_response_200 = cls(
            object_=object_,
            data=data,
            total=total,
            total_count=total_count,
            has_more=has_more,
            limit=limit,
            offset=offset,
            next_cursor=next_cursor,
        )

        list_apis_response_200.additional_properties = d
        return list_apis_response_200

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
