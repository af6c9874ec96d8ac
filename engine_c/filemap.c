/* A file mapped read-only (POSIX), or read whole into memory (Windows). Paths come from Python as UTF-8; Windows'
 * fopen would read them in the ANSI code page (cp1252: "Núria" would be "NÃºria"), so there the path is
 * converted to UTF-16 and opened with _wfopen, as SQLite's sqlite3_win32_utf8_to_unicode does (DESIGN §4k). */
#if !defined(_WIN32)
#define _POSIX_C_SOURCE 200809L
#endif

#include "internal.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#if defined(_WIN32)

#include <windows.h>

/* fopen(path, "rb") with a UTF-8 path: NULL and errno set when it cannot be converted or opened. */
static FILE *open_utf8(const char *path) {
    int wide_len = MultiByteToWideChar(CP_UTF8, MB_ERR_INVALID_CHARS, path, -1, NULL, 0);
    if (wide_len <= 0) {
        errno = EINVAL;
        return NULL;
    }
    wchar_t *wide = malloc((size_t)wide_len * sizeof(wchar_t));
    if (!wide) {
        errno = ENOMEM;
        return NULL;
    }
    FILE *f = NULL;
    if (MultiByteToWideChar(CP_UTF8, MB_ERR_INVALID_CHARS, path, -1, wide, wide_len) == wide_len)
        f = _wfopen(wide, L"rb");
    else
        errno = EINVAL;
    free(wide);
    return f;
}

int cnd_file_map(const char *path, const char *what, const uint8_t **data, size_t *size, char *err, size_t err_len) {
    FILE *f = open_utf8(path);
    if (!f) {
        if (err && err_len) snprintf(err, err_len, "cannot open %s: %s", what, strerror(errno));
        return -1;
    }
    size_t cap = 1 << 20, n = 0;
    uint8_t *buffer = malloc(cap);
    while (buffer) {
        if (n == cap) {
            uint8_t *more = realloc(buffer, cap * 2);
            if (!more) break;
            buffer = more;
            cap *= 2;
        }
        size_t got = fread(buffer + n, 1, cap - n, f);
        if (got == 0) {
            fclose(f);
            if (n == 0) {
                free(buffer);
                if (err && err_len) snprintf(err, err_len, "%s is empty", what);
                return -1;
            }
            *data = buffer;
            *size = n;
            return 0;
        }
        n += got;
    }
    free(buffer);
    fclose(f);
    cnd_set_error(err, err_len, "%s", "out of memory while reading a file");
    return -1;
}

void cnd_file_unmap(const uint8_t *data, size_t size) {
    (void)size;
    free((void *)data);
}

#else

#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

int cnd_file_map(const char *path, const char *what, const uint8_t **data, size_t *size, char *err, size_t err_len) {
    int fd = open(path, O_RDONLY);
    if (fd < 0) {
        if (err && err_len) snprintf(err, err_len, "cannot open %s: %s", what, strerror(errno));
        return -1;
    }
    struct stat st;
    if (fstat(fd, &st) != 0 || st.st_size == 0) {
        close(fd);
        if (err && err_len) snprintf(err, err_len, "%s is empty", what);
        return -1;
    }
    void *mapped = mmap(NULL, (size_t)st.st_size, PROT_READ, MAP_PRIVATE, fd, 0);
    close(fd);
    if (mapped == MAP_FAILED) {
        if (err && err_len) snprintf(err, err_len, "cannot map %s: %s", what, strerror(errno));
        return -1;
    }
    *data = mapped;
    *size = (size_t)st.st_size;
    return 0;
}

void cnd_file_unmap(const uint8_t *data, size_t size) { munmap((void *)data, size); }

#endif

void cnd_set_error(char *err, size_t err_len, const char *fmt, const char *detail) {
    if (err && err_len) snprintf(err, err_len, fmt, detail);
}
