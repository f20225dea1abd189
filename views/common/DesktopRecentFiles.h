// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDateTime>
#include <QString>

namespace rp {

// The desktop's list of recently used files: $XDG_DATA_HOME/recently-used.xbel, the
// Desktop Bookmark Specification file that GTK's GtkRecentManager (GLib's gbookmarkfile.c)
// and KDE's KRecentDocument share, which file managers show as "Recent". Qt 6.4 offers no
// writer for it (its own file dialog keeps history in its settings only), so RentPlan adds
// the plans it opens and saves here itself.
//
// The file belongs to every application of the user's session: the update copies every
// other bookmark token by token, changes only the entry of this file (modified and visited
// dates, this application's count), and replaces the file atomically. A file it cannot read
// (too large, not XML) is left as it is.
class DesktopRecentFiles {
public:
    struct Entry {
        QString filePath; // the document, absolute
        QString mimeType; // e.g. application/x-rentplan+json
        QString appName; // as the desktop entry's Name
        QString exec; // the command that opens it, %u for the URI
    };

    // $XDG_DATA_HOME/recently-used.xbel (~/.local/share/recently-used.xbel by default).
    static QString defaultPath();

    // Records that `entry.filePath` was used at `now`. Returns false, and changes nothing,
    // when the list cannot be read or written; a missing list is created.
    static bool add(const QString& xbelPath, const Entry& entry, const QDateTime& now);

    // A list larger than this is not read (GLib keeps it far smaller).
    static constexpr qint64 kMaxBytes = 16 * 1024 * 1024;
};

} // namespace rp
