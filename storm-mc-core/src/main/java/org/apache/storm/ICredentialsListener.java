package org.apache.storm;

import java.util.Map;

/** A spout or bolt that wants to hear when the topology's credentials change. */
public interface ICredentialsListener {

    void setCredentials(Map<String, String> credentials);
}
