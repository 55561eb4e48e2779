from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.create_alert_body_channels_item import CreateAlertBodyChannelsItem
from ..types import UNSET, Unset

T = TypeVar("T", bound="CreateAlertBody")


@_attrs_define
class CreateAlertBody:
    """
    Attributes:
        api_id (str):
        threshold (int):
        channels (list[CreateAlertBodyChannelsItem]):
        email (str | Unset):
    """

    api_id: str
    threshold: int
    channels: list[CreateAlertBodyChannelsItem]
    email: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        api_id = self.api_id

        threshold = self.threshold

        channels = []
        for channels_item_data in self.channels:
            channels_item = channels_item_data.value
            channels.append(channels_item)

        email = self.email

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "api_id": api_id,
                "threshold": threshold,
                "channels": channels,
            }
        )
        if email is not UNSET:
            field_dict["email"] = email

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        api_id = d.pop("api_id")

        threshold = d.pop("threshold")

        channels = []
        _channels = d.pop("channels")
        for channels_item_data in _channels:
            channels_item = CreateAlertBodyChannelsItem(channels_item_data)

            channels.append(channels_item)

        email = d.pop("email", UNSET)

        create_alert_body = cls(
            api_id=api_id,
            threshold=threshold,
            channels=channels,
            email=email,
        )

        create_alert_body.additional_properties = d
        return create_alert_body

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
