from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.alert_object import AlertObject

T = TypeVar("T", bound="Alert")


@_attrs_define
class Alert:
    """
    Attributes:
        id (str):
        object_ (AlertObject):
        api_id (str):
        threshold (int):
        channels (list[str]):
        email (None | str):
        period (str):
        last_fired_period (None | str):
        created_at (datetime.datetime):
    """

    id: str
    object_: AlertObject
    api_id: str
    threshold: int
    channels: list[str]
    email: None | str
    period: str
    last_fired_period: None | str
    created_at: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        object_ = self.object_.value

        api_id = self.api_id

        threshold = self.threshold

        channels = self.channels

        email: None | str
        email = self.email

        period = self.period

        last_fired_period: None | str
        last_fired_period = self.last_fired_period

        created_at = self.created_at.isoformat()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "object": object_,
                "api_id": api_id,
                "threshold": threshold,
                "channels": channels,
                "email": email,
                "period": period,
                "last_fired_period": last_fired_period,
                "created_at": created_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        object_ = AlertObject(d.pop("object"))

        api_id = d.pop("api_id")

        threshold = d.pop("threshold")

        channels = cast(list[str], d.pop("channels"))

        def _parse_email(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        email = _parse_email(d.pop("email"))

        period = d.pop("period")

        def _parse_last_fired_period(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        last_fired_period = _parse_last_fired_period(d.pop("last_fired_period"))

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        alert = cls(
            id=id,
            object_=object_,
            api_id=api_id,
            threshold=threshold,
            channels=channels,
            email=email,
            period=period,
            last_fired_period=last_fired_period,
            created_at=created_at,
        )

        alert.additional_properties = d
        return alert

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
