/// Formats a calendar date as `EEEE MMMM d, yyyy` in English: "Thursday January 1, 1970" (the
/// seed's spec).
///
/// The weekday is computed from the date itself, so the text depends on no time zone, locale or
/// calendar setting of the machine, and costs no `DateFormatter` (the tests check it against
/// one set to the Gregorian calendar, UTC and `en_US_POSIX`). Every pattern calls it; which role
/// calls it is the pattern's business, as with `PriceFormatter`.
public enum LongDateFormatter {
    static let weekdays = [
        "Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday",
    ]
    static let months = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September",
        "October", "November", "December",
    ]

    /// "Thursday January 1, 1970".
    public static func string(from date: CalendarDate) -> String {
        "\(weekdays[date.weekday - 1]) \(months[date.month - 1]) \(date.day), \(date.year)"
    }
}
