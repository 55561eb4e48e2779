from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.speakers_response_200_speakers_item import SpeakersResponse200SpeakersItem


T = TypeVar("T", bound="SpeakersResponse200")


@_attrs_define
class SpeakersResponse200:
    """
    Attributes:
        user_id (str):
        speakers (list[SpeakersResponse200SpeakersItem]):
        count (int):
        limit (int):
    """

    user_id: str
    speakers: list[SpeakersResponse200SpeakersItem]
    count: int
    limit: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        user_id = self.user_id

        speakers = []
        for speakers_item_data in self.speakers:
            speakers_item = speakers_item_data.to_dict()
            speakers.append(speakers_item)

        count = self.count

        limit = self.limit

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "user_id": user_id,
                "speakers": speakers,
                "count": count,
                "limit": limit,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.speakers_response_200_speakers_item import SpeakersResponse200SpeakersItem  # noqa: PLC0415

        d = dict(src_dict)
        user_id = d.pop("user_id")

        speakers = []
        _speakers = d.pop("speakers")
        for speakers_item_data in _speakers:
            speakers_item = SpeakersResponse200SpeakersItem.from_dict(speakers_item_data)

            speakers.append(speakers_item)

        count = d.pop("count")

        limit = d.pop("limit")

        speakers_response_200 = cls(
            user_id=user_id,
            speakers=speakers,
            count=count,
            limit=limit,
        )

        speakers_response_200.additional_properties = d
        return speakers_response_200

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
